/**
 * The API key stays between the extension and the configured server: another origin never sees
 * it (pages opened, popup, menu, shortcut), sync storage stays empty, pages never render it.
 */
import { describe, expect, it } from 'vitest';
import { useChromium } from './support/fixture';
import { apiRequests, expectNoRequest } from './support/server';

const suite = useChromium();

describe('the API key (Chromium)', () => {
  it('never reaches another origin and is never stored in sync', async () => {
    const { ext, server, other } = suite;
    const { tab, url } = await suite.openSample();
    // The page itself, a link it holds, and its sub-resources are loaded with the extension active.
    const { page } = await ext.openTab(other.linkTarget());
    await page.reload();

    const popup = await suite.openPopup(tab.id);
    await popup.waitForUrl();
    await popup.fill({ alias: 'sec-popup' });
    await popup.shorten();
    const shortUrl = await popup.waitForShortUrl();
    expect(await popup.page.content()).not.toContain(server.keys.demo);

    await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: other.linkTarget(), pageUrl: url }, tab.id);
    await suite.menuClick({ menuItemId: 'shorten-page', pageUrl: url }, tab.id);
    await suite.menuClick(
      { menuItemId: 'shorten-selection', selectionText: other.samplePage('sel'), pageUrl: url },
      tab.id,
    );
    await suite.command('shorten-current-tab', tab.id);
    // Visiting the short link's target and the other origin again.
    await page.goto(other.samplePage('after'));

    const options = await suite.openOptions();
    expect(await options.apiKey.inputValue()).not.toBe(server.keys.demo);
    expect(await options.page.content()).not.toContain(server.keys.demo);

    // The other origin saw requests, none of them with credentials.
    const seen = other.requests();
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.authorization, `${request.method} ${request.url}`).toBeUndefined();
      expect(JSON.stringify(request.headers)).not.toContain(server.keys.demo);
    }
    // The key did go to the configured server, on every API request.
    const api = apiRequests(server);
    expect(api.length).toBeGreaterThan(4);
    for (const request of api) expect(request.headers.authorization).toBe(`Bearer ${server.keys.demo}`);

    expect(await ext.storage('sync')).toEqual({});
    expect(shortUrl).not.toContain(server.keys.demo);
  });

  it('a web page cannot ask the background for anything', async () => {
    const { ext, server } = suite;
    const { page } = await ext.openTab(suite.other.samplePage('probe'));
    server.clearRequests();
    const reachable = await page.evaluate(
      (id) =>
        new Promise<string>((resolve) => {
          const runtime = (
            globalThis as {
              chrome?: {
                runtime?: {
                  sendMessage?: (id: string, message: unknown, callback: (answer: unknown) => void) => void;
                };
              };
            }
          ).chrome?.runtime;
          if (!runtime?.sendMessage) return resolve('no runtime');
          try {
            runtime.sendMessage(
              id,
              { type: 'shorten', input: { url: 'https://example.com/' } },
              (answer: unknown) => resolve(JSON.stringify(answer ?? null)),
            );
          } catch (error) {
            resolve(`threw: ${String(error)}`);
          }
        }),
      ext.extensionId,
    );
    expect(reachable).not.toContain('"ok":true');
    await expectNoRequest(server, (r) => r.method === 'POST');
    expect(apiRequests(server, 'POST')).toEqual([]);
  });
});
