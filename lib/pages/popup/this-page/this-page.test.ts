import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../../test/fake-api';
import type { StatPage } from '../../../api/stats/types';
import { clicksOf, pageviewsOf, STORED_PAGE_MAX, storedPage } from './this-page';

const listOf = (rows: [string, number][], total = rows.length): StatPage => ({
  rows: rows.map(([value, count]) => ({ value, count })),
  page: 1,
  perPage: 100,
  total,
  lastPage: 1,
});

describe('this-page', () => {
  describe('storedPage', () => {
    it('is the path and query as the tracking script sends them, without the fragment', () => {
      expect(storedPage('https://example.com/blog?utm_campaign=launch#comments')).toBe(
        '/blog?utm_campaign=launch',
      );
      expect(storedPage('https://example.com')).toBe('/');
      expect(storedPage('https://example.com/docs/')).toBe('/docs/');
    });

    it('keeps at most the 255 characters the service stores', () => {
      const page = storedPage(`https://example.com/${'a'.repeat(400)}`);
      expect(page).toHaveLength(STORED_PAGE_MAX);
      expect(page?.startsWith('/aaa')).toBe(true);
    });

    it('has no page for a URL that is not a web page', () => {
      expect(storedPage('chrome://extensions/')).toBeNull();
      expect(storedPage('nonsense')).toBeNull();
    });
  });

  describe('pageviewsOf', () => {
    it('is the count of the row that is exactly the page, not of pages that contain it', () => {
      const list = listOf([
        ['/docs/getting-started', 40],
        ['/docs', 12],
        ['/api/docs', 3],
      ]);
      expect(pageviewsOf(list, '/docs')).toBe(12);
    });

    it('is 0 when the whole list came back without the page', () => {
      expect(pageviewsOf(listOf([['/docs/getting-started', 40]]), '/docs')).toBe(0);
    });

    it('is unknown when the list goes on past the rows asked and the page is not among them', () => {
      expect(pageviewsOf(listOf([['/pricing', 40]], 230), '/')).toBeNull();
    });
  });

  describe('clicksOf', () => {
    it('adds the clicks of every link to the page', () => {
      expect(clicksOf([makeLink({ clicks: 5 }), makeLink({ clicks: 12 })])).toBe(17);
      expect(clicksOf([])).toBe(0);
    });
  });
});
