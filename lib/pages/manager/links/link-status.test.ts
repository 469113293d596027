import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../../test/manager-fixtures';
import { linkStatus } from './link-status';

const now = Date.parse('2030-01-01T12:00:00Z');

describe('linkStatus', () => {
  it.each([
    ['active when nothing limits it', {}, 'active'],
    [
      'disabled when the flag is set, even if expired',
      { disabled: true, endsAt: '2000-01-01T00:00:00Z' },
      'disabled',
    ],
    ['active one millisecond before the end', { endsAt: '2030-01-01T12:00:00.001Z' }, 'active'],
    [
      'active at the exact end (the server counts strictly past)',
      { endsAt: '2030-01-01T12:00:00Z' },
      'active',
    ],
    ['expired one millisecond after the end', { endsAt: '2030-01-01T11:59:59.999Z' }, 'expired'],
    ['expired after the end', { endsAt: '2029-12-31T00:00:00Z' }, 'expired'],
    ['active one click below the limit', { clicks: 9, expirationClicks: 10 }, 'active'],
    ['expired at the click limit', { clicks: 10, expirationClicks: 10 }, 'expired'],
    ['active with a zero click limit (no limit)', { clicks: 50, expirationClicks: 0 }, 'active'],
    ['active when the end date cannot be read', { endsAt: 'soon' }, 'active'],
  ] as const)('is %s', (_name, overrides, expected) => {
    expect(linkStatus(makeLink(overrides), now)).toBe(expected);
  });
});
