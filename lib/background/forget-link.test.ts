import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { cachedPageLinks, pageLinks } from './already-shortened/page-links';
import { forgetLink } from './forget-link';
import { addToHistory, listHistory, toHistoryEntry } from './history';
import { cacheKey, readAnswer, writeAnswer } from './stats/cache';

const PAGE = 'https://example.com/docs';
const settings = { profileId: 'default', linksBaseUrl: 'http://127.0.0.1:8790' };
const deleted = makeLink({ id: 7, alias: 'gone', shortUrl: 'https://sho.rt/gone', url: PAGE });
const kept = makeLink({ id: 8, alias: 'kept', shortUrl: 'https://sho.rt/kept', url: PAGE });

/** A statistics answer of link `id` for `profileId`, saved as the statistics handlers save one. */
const statsKey = (id: number, profileId = 'default') =>
  cacheKey({
    profileId,
    service: 'links',
    id,
    name: 'clicks',
    from: '2026-01-01',
    to: '2026-01-30',
    url: settings.linksBaseUrl,
  });

async function lookUpPage(links = [deleted, kept]): Promise<void> {
  const api = fakeApi();
  api.links.list.mockResolvedValue(pageOf(links));
  api.domains.list.mockResolvedValue([] as never);
  await pageLinks(PAGE, { api, settings });
}

describe('forgetLink', () => {
  beforeEach(() => fakeBrowser.reset());

  it('drops the deleted link from the profile’s recent links, keeping the others and other profiles’', async () => {
    // Arrange
    await addToHistory(toHistoryEntry(deleted, 'default'));
    await addToHistory(toHistoryEntry(kept, 'default'));
    await addToHistory(toHistoryEntry(deleted, 'work'));

    // Act
    await forgetLink('default', deleted.id);

    // Assert
    expect((await listHistory('default')).map((entry) => entry.alias)).toEqual(['kept']);
    expect((await listHistory('work')).map((entry) => entry.alias)).toEqual(['gone']);
  });

  it('drops the deleted link from its page’s saved "Already shortened" answer, which the badge reads too', async () => {
    // Arrange
    await lookUpPage();

    // Act
    await forgetLink('default', deleted.id);

    // Assert
    expect((await cachedPageLinks(PAGE, settings))?.links.map((link) => link.alias)).toEqual(['kept']);
  });

  it('forgets the deleted link’s saved statistics, not another link’s or another profile’s', async () => {
    // Arrange
    for (const key of [statsKey(7), statsKey(8), statsKey(7, 'work'), statsKey(70)])
      await writeAnswer(key, { total: 3 }, Date.now());

    // Act
    await forgetLink('default', 7);

    // Assert
    expect(await readAnswer(statsKey(7))).toBeNull();
    for (const key of [statsKey(8), statsKey(7, 'work'), statsKey(70)])
      expect(await readAnswer(key)).not.toBeNull();
  });

  it('leaves a page’s saved answer as it was when the link is not among its links', async () => {
    // Arrange
    await lookUpPage([kept]);
    const before = await cachedPageLinks(PAGE, settings);

    // Act
    await forgetLink('default', deleted.id);

    // Assert
    expect(await cachedPageLinks(PAGE, settings)).toEqual(before);
  });
});
