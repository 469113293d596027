/**
 * Profiles preset by an organization's policy, read from the browser's real policy machinery:
 * Chromium's policy folder and Firefox's policies.json (each mounted for the test's browser alone:
 * support/policy.ts). Options shows the preset profile beside the user's own, as set by the
 * organization and locked; a policy changed while Chromium runs is followed (Firefox reads its
 * policies.json only at start).
 */
import { describe, expect, it } from 'vitest';
import { CHROME_E2E_BUILD, GECKO_ID } from './support/paths';
import { type BrowserPolicy, chromiumPolicy, firefoxPolicy, unpackedExtensionId } from './support/policy';
import { BROWSERS, type BrowserName, useExtension } from './support/suite';

const corp = (linksBaseUrl: string) => ({
  profiles: [
    {
      id: 'corp',
      name: 'Corp links',
      linksBaseUrl,
      analyticsBaseUrl: 'https://stats.corp.example',
      locked: true,
    },
    {
      id: 'keyed',
      name: 'Corp keyed',
      linksBaseUrl: 'https://keyed.corp.example',
      apiKey: 'corp-policy-key-9d2e',
      locked: true,
    },
  ],
});

const policies: Record<BrowserName, BrowserPolicy> = {
  chromium: await chromiumPolicy(unpackedExtensionId(CHROME_E2E_BUILD)),
  firefox: await firefoxPolicy(GECKO_ID),
};
await Promise.all(BROWSERS.map((browser) => policies[browser].set(corp('https://links.corp.example'))));

describe.each(BROWSERS)('a profile preset by policy (%s)', (browser) => {
  const suite = useExtension(browser, { [browser]: { executable: policies[browser].executable } });

  async function presetInOptions(id = 'org-corp') {
    const options = await suite.openOptions();
    await options.profile.selectOption(id);
    await options.page
      .getByText('Set by your organization. Its name and addresses', { exact: false })
      .waitFor();
    return options;
  }

  it('shows the locked preset beside the user’s own profile, as set by the organization', async () => {
    // Arrange: the user's own profile (the suite's demo account) and the policy's

    // Act
    const options = await presetInOptions();

    // Assert: the policy's values, not editable; the user's profile still there; no Remove
    expect(await options.linksBaseUrl.inputValue()).toBe('https://links.corp.example');
    expect(await options.analyticsBaseUrl.inputValue()).toBe('https://stats.corp.example');
    expect(await options.linksBaseUrl.getAttribute('readonly')).not.toBeNull();
    expect(await options.profileName.inputValue()).toBe('Corp links');
    expect(await options.profileName.getAttribute('readonly')).not.toBeNull();
    expect(await options.apiKey.getAttribute('readonly')).toBeNull(); // no key in the policy: the user's
    const choices = await options.profile.locator('option').allTextContents();
    expect(choices).toEqual(['Corp links', 'Corp keyed', new URL(suite.server.url).host]);
    expect(await options.page.getByRole('button', { name: 'Remove profile' }).count()).toBe(0);
  });

  it('shows the key the policy gives by its last four characters, not editable', async () => {
    // Arrange: the policy's second profile, locked with its key

    // Act
    const options = await presetInOptions('org-keyed');

    // Assert
    expect(await options.apiKey.getAttribute('readonly')).not.toBeNull();
    expect(await options.apiKey.getAttribute('placeholder')).toBe('Saved key ••••9d2e');
    await options.page.getByText('Set by your organization. It can’t be changed here.').waitFor();
    expect(await options.apiKey.inputValue()).toBe('');
  });

  if (browser === 'chromium') {
    it('follows a policy changed while the browser runs', async () => {
      // Arrange
      const options = await presetInOptions();

      // Act: the administrator changes the address
      await policies.chromium.set(corp('https://new.corp.example'));

      // Assert: Options shows the new one (Chromium loads a changed policy file once it settles,
      // a few seconds): waited for on the page's frames, until the field holds it
      await options.linksBaseUrl.evaluate(
        (input) =>
          new Promise<void>((resolve, reject) => {
            const until = performance.now() + 30_000;
            const check = () => {
              if ((input as HTMLInputElement).value === 'https://new.corp.example') resolve();
              else if (performance.now() > until)
                reject(new Error('the changed policy never reached Options'));
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      expect(await options.linksBaseUrl.inputValue()).toBe('https://new.corp.example');
    });
  }
});
