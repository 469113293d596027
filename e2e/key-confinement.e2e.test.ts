/**
 * A key belongs to the addresses it was typed for: a profile's address changed to another
 * server (a second reference server, another origin) without the key typed again sends nothing
 * with the key there, whether the user presses Save, Test connection or imports profiles, or a
 * page sends the worker the change itself; the page asks at the key field to type the key or to
 * send the saved one there, and once the user agrees by name, it goes. Both browsers: the
 * permission request of Save and Test differs (e2e/README.md).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { msg, msgCount } from './support/messages';
import { apiRequests, nextRequest, type RunningServer, startReferenceServer } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

let second: RunningServer;

// A new address of its own for each test: the browser of the test before (the other browser's
// Options page, which the agreed path let send the key there) may still be asking the last one,
// and its requests must not count as this test's.
beforeEach(async () => {
  await second?.stop();
  second = await startReferenceServer();
});
afterAll(async () => {
  await second?.stop();
});

describe.each(BROWSERS)('key confinement to its addresses (%s)', (browser) => {
  const suite = useExtension(browser);
  const withKey = (server: RunningServer) =>
    apiRequests(server).filter((r) => r.headers.authorization === `Bearer ${suite.server.keys.demo}`);
  const origin = () => new URL(second.url).origin;

  it('sends nothing with the saved key to a new address on Save, Test or import, and says why at the key field', async () => {
    const options = await suite.openOptions();
    await options.fill({ linksBaseUrl: second.url });

    await options.save();
    await expect
      .poll(async () => (await options.fieldError('API key')).description)
      .toContain(msg('options_keyNewOrigin', origin()));
    // Typing the address again puts the question away; Test connection asks it again.
    await options.fill({ linksBaseUrl: second.url });
    await options.page
      .getByRole('button', { name: msg('options_keySendTo', origin()), exact: true })
      .waitFor({ state: 'detached' });
    await options.testConnection();
    await options.page
      .getByRole('button', { name: msg('options_keySendTo', origin()), exact: true })
      .waitFor();
    expect(await options.linksBaseUrl.inputValue()).toBe(second.url);
    // An import adds the file's profiles without a key; one naming this profile's name is added beside it.
    const file = JSON.stringify({
      format: 'shortener-extension-profiles',
      version: 1,
      profiles: [{ name: '', linksBaseUrl: second.url }],
    });
    await options.page.evaluate((text) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'profiles.json', { type: 'application/json' }));
      if (input) input.files = transfer.files;
      input?.dispatchEvent(new Event('change', { bubbles: true }));
    }, file);
    await options.waitForStatus(msgCount('profile_imported', 1));
    // A page that sends the change itself, as a hostile or broken page would.
    const refused = await options.page.evaluate(async (url) => {
      type Ext = { runtime: { sendMessage(message: unknown): Promise<unknown> } };
      const scope = globalThis as unknown as { browser?: Ext; chrome: Ext };
      const input = { profileId: 'default', linksBaseUrl: url };
      return (scope.browser ?? scope.chrome).runtime.sendMessage({ type: 'settings.save', input });
    }, second.url);

    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { apiKey: expect.any(Array) } },
    });
    expect(withKey(second)).toEqual([]);
  });

  it('sends the saved key to the new address once the user agrees by name', async () => {
    const options = await suite.openOptions();
    await options.fill({ linksBaseUrl: second.url });
    await options.save();
    const agree = options.page.getByRole('button', { name: msg('options_keySendTo', origin()), exact: true });

    const since = second.requests().length;
    await agree.click();

    await options.waitForStatus(msg('options_saved'));
    const request = await nextRequest(second, (r) => r.path.startsWith('/api/'), { since });
    expect(request.headers.authorization).toBe(`Bearer ${suite.server.keys.demo}`);
  });
});
