import { describe, expect, it } from 'vitest';
import { makeLink } from '../../test/fake-api';
import type { Link } from '../api/schemas';
import { updateDifferences } from './link-update-check';

// The record the server answered with: a "password" link on sho.rt (test/fake-api.ts's link).
const saved: Link = makeLink({
  id: 8,
  clicks: 3,
  privacy: 'password',
  hasPrivacyPassword: true,
  domain: { id: 2, name: 'https://sho.rt' },
  createdAt: null,
});

describe('updateDifferences', () => {
  it('finds nothing when the record shows everything the update asked for', () => {
    const input = {
      url: 'https://example.com/a',
      alias: 'x7k2p',
      pixels: [],
      space: null,
      domain: 2,
      privacy: 'password' as const,
      privacyPassword: 'new',
      expirationDate: null,
      expirationTime: null,
      expirationClicks: null,
      expirationUrl: null,
      targetsType: 'none' as const,
      targets: [],
    };
    expect(updateDifferences(input, saved)).toEqual([]);
  });

  it('names the pixels the server kept after they were all removed', () => {
    const kept = {
      ...saved,
      pixels: [
        { id: 1, name: 'FB' },
        { id: 2, name: 'GA' },
      ],
    };
    expect(updateDifferences({ pixels: [] }, kept)).toEqual([
      { field: 'pixels', kind: 'keptItems', items: ['FB', 'GA'] },
    ]);
  });

  it('names the pixels the server did not add, from the account list when it has them', () => {
    const one = { ...saved, pixels: [{ id: 1, name: 'FB' }] };
    expect(updateDifferences({ pixels: [1, 2, 7] }, one, [{ id: 2, name: 'GA' }])).toEqual([
      { field: 'pixels', kind: 'missingItems', items: ['GA', '7'] },
    ]);
  });

  it('reports an expiry, a click limit and an expiry URL the server did not clear', () => {
    const expiring = {
      ...saved,
      endsAt: '2030-01-02T03:04:00.000000Z',
      expirationClicks: 100,
      expirationUrl: 'https://example.com/gone',
    };
    const input = { expirationDate: null, expirationTime: null, expirationClicks: null, expirationUrl: null };
    expect(updateDifferences(input, expiring)).toEqual([
      { field: 'expirationDate', kind: 'kept' },
      { field: 'expirationClicks', kind: 'kept' },
      { field: 'expirationUrl', kind: 'kept' },
    ]);
  });

  it('does not compare a set expiry date (servers convert it to their time zone)', () => {
    const input = { expirationDate: '2030-01-02', expirationTime: '05:00' };
    expect(updateDifferences(input, { ...saved, endsAt: '2030-01-02T04:00:00Z' })).toEqual([]);
  });

  it('reports targeting the server kept, and the target rows it kept', () => {
    const targeted: Link = {
      ...saved,
      targetsType: 'countries',
      targets: [
        { key: 'US', value: 'https://us.example' },
        { key: 'DE', value: 'https://de.example' },
      ],
    };
    expect(updateDifferences({ targetsType: 'none', targets: [] }, targeted)).toEqual([
      { field: 'targetsType', kind: 'kept' },
    ]);
    const oneRow = {
      targetsType: 'countries' as const,
      targets: [{ key: 'US', value: 'https://us.example' }],
    };
    expect(updateDifferences(oneRow, targeted)).toEqual([
      { field: 'targets', kind: 'keptItems', items: ['DE → https://de.example'] },
    ]);
    expect(
      updateDifferences({ targetsType: 'rotations', targets: [{ value: 'https://r' }] }, targeted),
    ).toEqual([{ field: 'targetsType', kind: 'other' }]);
  });

  it('reports values the server stored differently and passwords it did not store', () => {
    const input = {
      space: 1,
      domain: null,
      privacy: 'private' as const,
      password: 'redirect',
      disabled: true,
      expirationClicks: 5,
      sensitiveContent: true,
    };
    expect(updateDifferences(input, { ...saved, space: { id: 2, name: 'Work' } })).toEqual([
      { field: 'password', kind: 'notSet' },
      { field: 'space', kind: 'other' },
      { field: 'domain', kind: 'kept' },
      { field: 'disabled', kind: 'other' },
      { field: 'privacy', kind: 'other' },
      { field: 'expirationClicks', kind: 'other' },
      { field: 'sensitiveContent', kind: 'other' },
    ]);
    expect(
      updateDifferences(
        { privacy: 'password', privacyPassword: 'x' },
        { ...saved, hasPrivacyPassword: false },
      ),
    ).toEqual([{ field: 'privacyPassword', kind: 'notSet' }]);
  });

  it('reports a redirect password that was not removed, but never a cleared statistics password', () => {
    const both = { ...saved, privacy: 'public' as const, hasPassword: true, hasPrivacyPassword: true };
    expect(updateDifferences({ password: null, privacy: 'public', privacyPassword: null }, both)).toEqual([
      { field: 'password', kind: 'kept' },
    ]);
  });
});
