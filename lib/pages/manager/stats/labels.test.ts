import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { valueLabel } from './labels';

// Values in the formats the real servers store (docs/API.md section 7.1).
describe('valueLabel', () => {
  beforeEach(() => useEnglishMessages());

  it('calls an empty referrer (null on the links service, read as empty) a direct visit', () => {
    expect(valueLabel('referrer', '', 'Direct', 'en')).toBe('Direct');
    expect(valueLabel('referrer', '')).toBe('Direct');
  });

  it('calls a failed lookup Unknown, never Direct', () => {
    for (const name of ['country', 'city', 'continent', 'language'] as const)
      expect(valueLabel(name, '', 'Direct', 'en')).toBe('Unknown');
  });

  it('names a country in the given language from the code before the colon', () => {
    expect(valueLabel('country', 'US:United States', 'Direct', 'en')).toBe('United States');
    expect(valueLabel('country', 'DE:Germany', 'Direct', 'de')).toBe('Deutschland');
    expect(valueLabel('country', 'JP:Japan', 'Direct', 'fr')).toBe('Japon');
  });

  it("falls back to the server's English name when the code is unknown", () => {
    expect(valueLabel('country', 'XX:Atlantis', 'Direct', 'en')).toBe('Atlantis');
    expect(valueLabel('country', 'A1:Anonymous Proxy', 'Direct', 'de')).toBe('Anonymous Proxy');
    expect(valueLabel('continent', 'XX:Pangaea', 'Direct', 'en')).toBe('Pangaea');
  });

  it('still reads bare codes, and anything else as the server sent it', () => {
    expect(valueLabel('country', 'DE', 'Direct', 'en')).toBe('Germany');
    expect(valueLabel('continent', 'NA', 'Direct', 'en')).toBe('North America');
    expect(valueLabel('language', 'fr', 'Direct', 'en')).toBe('French');
    expect(valueLabel('country', 'Narnia', 'Direct', 'en')).toBe('Narnia');
    expect(valueLabel('city', 'New York', 'Direct', 'en')).toBe('New York');
    expect(valueLabel('event', 'Signup', 'Direct', 'en')).toBe('Signup');
    expect(valueLabel('page', '/pricing', 'Direct')).toBe('/pricing');
  });

  it('names continents by their code, in the words of the locale', () => {
    expect(valueLabel('continent', 'NA:North America', 'Direct', 'en')).toBe('North America');
    expect(valueLabel('continent', 'eu:Europe', 'Direct', 'en')).toBe('Europe');
  });

  it('names languages from their two letters', () => {
    expect(valueLabel('language', 'en', 'Direct', 'en')).toBe('English');
    expect(valueLabel('language', 'pt', 'Direct', 'de')).toBe('Portugiesisch');
  });

  it('shows a city with its subdivision and its country, without a numeric subdivision', () => {
    expect(valueLabel('city', 'US:New York, NY', 'Direct', 'en')).toBe('New York, NY · United States');
    expect(valueLabel('city', 'DE:Berlin, BE', 'Direct', 'de')).toBe('Berlin, BE · Deutschland');
    expect(valueLabel('city', 'JP:Tokyo, 13', 'Direct', 'en')).toBe('Tokyo · Japan');
    expect(valueLabel('city', 'SG:Singapore', 'Direct', 'en')).toBe('Singapore · Singapore');
  });

  it('shows an event as its name with its value and unit, leaving out empty parts', () => {
    expect(valueLabel('event', 'Purchase:49:USD', 'Direct', 'en')).toBe('Purchase · 49 USD');
    expect(valueLabel('event', 'Purchase:1234.50:EUR', 'Direct', 'de')).toBe('Purchase · 1.234,50 EUR');
    expect(valueLabel('event', 'Signup::', 'Direct', 'en')).toBe('Signup');
    expect(valueLabel('event', 'Rating:5:', 'Direct', 'en')).toBe('Rating · 5');
    expect(valueLabel('event', 'Outbound link::', 'Direct', 'en')).toBe('Outbound link');
  });

  it('words the known device types, and capitalizes the others', () => {
    expect(valueLabel('device', 'desktop', 'Direct', 'en')).toBe('Desktop');
    expect(valueLabel('device', 'mobile', 'Direct', 'en')).toBe('Mobile');
    expect(valueLabel('device', 'tablet', 'Direct', 'en')).toBe('Tablet');
    expect(valueLabel('device', 'ereader', 'Direct', 'en')).toBe('Ereader');
  });
});
