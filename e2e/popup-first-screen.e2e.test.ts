/**
 * The popup's first screen, in Chromium and Firefox (their fonts and form controls take other
 * heights): Chrome shows a popup at most 600 px tall, and on a tracked site with a short link to
 * the page and five recent links, what the site's visitors and pageviews are must be read there
 * without scrolling, with Shorten still in reach.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { BROWSERS, useExtension } from './support/suite';
import { noVisitsAnswer } from './support/websites-dashboard';

/** The tallest popup Chrome shows, at the popup's own width (theme.css --popup-width). */
const FIRST_SCREEN = { width: 380, height: 600 };

describe.each(BROWSERS)('the popup’s first screen on a tracked site (%s)', (browser) => {
  const suite = useExtension(browser);

  it.each([
    ['', false],
    [' and no visit in 7 days (its hint under the numbers)', true],
  ])(
    'shows This site’s numbers and Shorten within 600 px with a short link to the page and five recent links%s',
    async (_, quiet) => {
      // Arrange: the sample server's site is tracked, the page has a short link, and five links
      // were made in this browser (the recent links)
      const { server, other } = suite;
      const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
      const siteId = Number((created.body as { data: { id: number } }).data.id);
      // Every statistics request of the site answers "nothing yet" (the panel asks several at once).
      if (quiet) server.faults.respond(`GET /api/v1/stats/${siteId}`, noVisitsAnswer(server, siteId), 50);
      const { tabId, url } = await suite.openSample('first-screen');
      await apiCall(server, 'POST', '/api/v1/links', { form: { url, alias: 'first-screen-page' } });
      for (const n of [1, 2, 3, 4, 5]) {
        await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: `https://recent.example/${n}` }, tabId);
      }

      // Act: the popup at its real size, once everything it loads after the form is there
      const popup = await suite.openPopup(tabId);
      await popup.page.setViewportSize(FIRST_SCREEN);
      const site = popup.thisSite('127.0.0.1');
      const figures = site.getByRole('table');
      await figures.waitFor();
      await popup.alreadyShortened.getByRole('listitem').waitFor();
      await popup.page.getByText('recent.example').first().waitFor({ state: 'attached' });
      if (quiet) await site.getByText('No visits yet', { exact: false }).waitFor();

      // Assert: the site's numbers end within the first screen, and so does Shorten
      const [table, shorten] = await Promise.all([figures.boundingBox(), popup.shortenButton.boundingBox()]);
      expect(table).not.toBeNull();
      expect((table?.y ?? 0) + (table?.height ?? 0)).toBeLessThanOrEqual(FIRST_SCREEN.height);
      expect((shorten?.y ?? 0) + (shorten?.height ?? 0)).toBeLessThanOrEqual(FIRST_SCREEN.height);
      expect(await popup.shortenButton.isEnabled()).toBe(true);
      expect((await popup.siteFigures('127.0.0.1', 'Visitors')).week).toMatch(quiet ? /^0$/ : /^\d[\d,]*$/);
    },
  );
});
