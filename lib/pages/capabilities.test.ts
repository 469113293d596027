import { describe, expect, it } from 'vitest';
import { capabilitiesFor, capabilitiesFromSettings, linksDialect } from './capabilities';

describe('capabilities', () => {
  it('classic: disabled flag and filter, the five classic target types, no sensitive content', () => {
    const caps = capabilitiesFor('classic');
    expect(caps.disabledFlag).toBe(true);
    expect(caps.statusFilters).toContain('disabled');
    expect(caps.targetsTypes).toEqual(['none', 'countries', 'operating_systems', 'languages', 'rotations']);
    expect(caps.sensitiveContent).toBe(false);
  });

  it('current: no disabled, more target types, sensitive content', () => {
    const caps = capabilitiesFor('current');
    expect(caps.disabledFlag).toBe(false);
    expect(caps.statusFilters).toEqual(['all', 'active', 'expired']);
    expect(caps.targetsTypes).toEqual(
      expect.arrayContaining(['continents', 'browsers', 'devices', 'rotations']),
    );
    expect(caps.sensitiveContent).toBe(true);
  });

  it('unknown servers get the classic set', () => {
    expect(capabilitiesFor(null)).toEqual({ ...capabilitiesFor('classic'), dialect: null });
  });

  it('the Server version setting wins over detection; auto uses the detected links dialect', () => {
    const detectedDialect = { links: 'current' as const, websites: null };
    expect(linksDialect({ serverVersion: 'auto', detectedDialect })).toBe('current');
    expect(linksDialect({ serverVersion: 'classic', detectedDialect })).toBe('classic');
    expect(linksDialect({ serverVersion: 'auto', detectedDialect: { links: null } })).toBe(null);
    expect(
      capabilitiesFromSettings({ serverVersion: 'current', detectedDialect: { links: null } })
        .sensitiveContent,
    ).toBe(true);
  });
});
