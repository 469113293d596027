import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages, useLocale } from '../../../components/testing/english-messages';
import english from '../../../public/_locales/en/messages.json';
import { LINK_MARK, shortCount, shortLinkBadge, visitorsBadge } from './format';

describe('shortCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [9999, '9.9k'],
    [12_345, '12k'],
    [999_999, '999k'],
    [1_000_000, '1M'],
    [3_456_789, '3.4M'],
    [45_000_000, '45M'],
  ])('writes %i as %s (rounded down, four characters at most)', (count, text) => {
    expect(shortCount(count)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(4);
  });
});

/** The English messages, with $1, $2 filled as the browser does. */
function speakEnglish() {
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(((
    key: keyof typeof english,
    subs?: string | string[],
  ) =>
    [subs ?? []]
      .flat()
      .reduce((text, sub, index) => text.replace(`$${index + 1}`, sub), english[key].message)) as never);
}

// A test in another language leaves English behind it.
afterEach(useEnglishMessages);

describe('visitorsBadge', () => {
  beforeEach(speakEnglish);

  it('says in its title what the number is, for which site, in full', () => {
    // Act
    const badge = visitorsBadge(12_345, 'example.com');
    // Assert
    expect(badge.text).toBe('12k');
    expect(badge.title).toBe('Shortener\nVisitors today on example.com: 12,345');
  });

  it('writes the number in its title as the browser language does: 12.345 in German', () => {
    // Arrange
    useLocale('de');
    // Act
    const badge = visitorsBadge(12_345, 'example.com');
    // Assert
    expect(badge.title).toBe('Shortener\nBesucher heute auf example.com: 12.345');
  });
});

describe('shortLinkBadge', () => {
  beforeEach(speakEnglish);

  it("shows the mark and names the page's one short link", () => {
    // Act
    const badge = shortLinkBadge(['sho.rt/x7k2p']);
    // Assert
    expect(badge.text).toBe(LINK_MARK);
    expect(badge.title).toBe('Shortener\nThis page has a short link: sho.rt/x7k2p');
  });

  it('counts several short links in its title', () => {
    expect(shortLinkBadge(['a', 'b', 'c']).title).toBe('Shortener\nThis page has 3 short links');
  });

  it('counts them in the browser language: 3 Kurzlinks in German', () => {
    useLocale('de');

    expect(shortLinkBadge(['a', 'b', 'c']).title).toBe('Shortener\nDiese Seite hat 3 Kurzlinks');
  });
});
