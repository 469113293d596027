import { describe, expect, it } from 'vitest';
import { shareBase, shareText } from './share';

describe('shareBase', () => {
  it('counts every link list against the clicks', () => {
    expect(shareBase('links', 'country')).toBe('clicks');
    expect(shareBase('links', 'referrer')).toBe('clicks');
  });

  it('counts pages against the pageviews and the visitor lists against the visitors', () => {
    expect(shareBase('websites', 'page')).toBe('pageviews');
    expect(shareBase('websites', 'landing_page')).toBe('visitors');
    expect(shareBase('websites', 'country')).toBe('visitors');
  });

  it('gives events no total (they are counted per event)', () => {
    expect(shareBase('websites', 'event')).toBeNull();
  });
});

describe('shareText', () => {
  it('writes the share as a percent of the locale', () => {
    expect(shareText(1, 8, 'en-US')).toBe('12.5%');
    expect(shareText(1, 8, 'de')).toMatch(/^12,5\s%$/); // a no-break space
    expect(shareText(1, 3, 'fr')).toMatch(/^33,3\s%$/);
    expect(shareText(1, 20, 'en-US')).toBe('5.0%'); // one decimal always: the column lines up
  });

  it('writes nothing without a total, or with a total of 0', () => {
    expect(shareText(3, undefined)).toBeNull();
    expect(shareText(0, 0)).toBeNull();
  });
});
