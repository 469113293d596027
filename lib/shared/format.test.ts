import { describe, expect, it } from 'vitest';
import {
  applyLanguage,
  directionOf,
  formatChange,
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
} from './format';
import { interfaceLanguage } from './language';

const NOON = Date.UTC(2026, 10, 27, 12, 5);

describe('format', () => {
  it('writes counts as the language does: 1,234 in English, 1.234 in German', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'de')).toBe('1.234');
  });

  it('writes a change signed, as Intl writes a percentage in that language', () => {
    // Arrange: what the language's own percent format gives for the same number
    const percent = (locale: string) =>
      new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(-0.16);
    // Act / Assert
    expect(formatChange(-0.16, 'en')).toBe('-16%');
    expect(formatChange(-0.16, 'de')).toBe(percent('de'));
    expect(formatChange(-0.16, 'de')).toMatch(/^-16\s%$/u);
    expect(formatChange(0.12, 'en')).toBe('+12%');
    expect(formatChange(0.001, 'en')).toBe('0%');
  });

  it('writes a share with the decimals asked for', () => {
    expect(formatPercent(0.125, 1, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 1, 'de')).toMatch(/^12,5\s%$/u);
  });

  it('writes dates and times in the language’s order', () => {
    expect(formatDate(NOON, 'medium', 'en')).toMatch(/Nov \d+, 2026/);
    expect(formatDate(NOON, 'medium', 'de')).toMatch(/\d+\.11\.2026/);
    expect(formatTime(Date.UTC(2026, 10, 27, 15, 5), 'de')).toMatch(/^\d\d:05$/);
    expect(formatTime(Date.UTC(2026, 10, 27, 15, 5), 'en')).toMatch(/^\d\d:05\s?[AP]M$/u);
  });

  it('sets the page’s language and direction', () => {
    const root = { lang: 'en', dir: '' };
    applyLanguage(root, 'de');
    expect([root.lang, root.dir]).toEqual(['de', 'ltr']);
    expect(directionOf('ar-EG')).toBe('rtl');
  });
});

describe('interfaceLanguage', () => {
  it('is the language of the words, whatever the browser reports beside them', () => {
    // A Chromium without its German resources: German messages, "en-US" reported
    expect(interfaceLanguage('de', 'en-US')).toBe('de');
    // An Italian browser gets the English messages: the page is English
    expect(interfaceLanguage('en', 'it')).toBe('en');
  });

  it('takes the region of the reported language when it is the same language', () => {
    expect(interfaceLanguage('de', 'de-AT')).toBe('de-AT');
    expect(interfaceLanguage('en', 'en_GB')).toBe('en-GB');
    expect(interfaceLanguage('pt-BR', 'pt')).toBe('pt-BR');
  });

  it('falls back on the reported language, then English', () => {
    expect(interfaceLanguage(undefined, 'fr-CA')).toBe('fr-CA');
    expect(interfaceLanguage(undefined, undefined)).toBe('en');
  });
});
