import { describe, expect, it } from 'vitest';
import { protocolSchemas } from './protocol';

describe('protocol schemas (issue 29: built on the first message)', () => {
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
