import { describe, expect, it } from 'vitest';
import { protocolSchemas } from './protocol';
import { settingsPatchSchema } from './settings/schema';

describe('protocol schemas (built on the first message)', () => {
  it('builds them once and hands the same ones out on every later call', () => {
    const first = protocolSchemas();

    expect(protocolSchemas()).toBe(first);
    expect(protocolSchemas().shorten).toBe(first.shorten);
  });

  it('checks a message input once built', () => {
    const { shorten, 'links.get': get } = protocolSchemas();

    expect(shorten.safeParse({ url: 'https://example.com/a', forceNew: true }).success).toBe(true);
    expect(get.safeParse({ id: 0 }).success).toBe(false);
  });
});

describe('settings patch schema (built on first use)', () => {
  it('builds it once, and the settings.save message accepts a patch without the detected dialects', () => {
    expect(settingsPatchSchema()).toBe(settingsPatchSchema());
    expect(protocolSchemas()['settings.save'].safeParse({ reuseExisting: false }).success).toBe(true);
    expect(settingsPatchSchema().parse({ detectedDialect: { links: 'classic' } })).toEqual({});
  });
});
