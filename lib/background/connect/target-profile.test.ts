import { describe, expect, it } from 'vitest';
import type { StoredSettings } from '../../shared/profiles';
import { connectTarget } from './target-profile';

const ORIGIN = 'https://sho.rt';
const KEY = 'key-from-the-page';
const stored = (profiles: StoredSettings['profiles'], activeProfile = profiles[0]!.id): StoredSettings => ({
  profiles,
  activeProfile,
});
const base = { origin: ORIGIN, key: KEY, newId: 'new1' };

describe('connectTarget', () => {
  it('fills the active profile while it has no key, with the addresses the origin serves', () => {
    const target = connectTarget({
      ...base,
      stored: stored([{ id: 'default', name: '' }]),
      services: ['links'],
    });
    expect(target).toEqual({
      profileId: 'default',
      patch: { apiKey: KEY, linksBaseUrl: ORIGIN, analyticsBaseUrl: '' },
    });
  });

  it('sets both addresses when the origin serves both services', () => {
    const target = connectTarget({
      ...base,
      stored: stored([{ id: 'default', name: '' }]),
      services: ['links', 'websites'],
    });
    expect(target.patch).toEqual({ apiKey: KEY, linksBaseUrl: ORIGIN, analyticsBaseUrl: ORIGIN });
  });

  it('fills the analytics address of the profile holding the same key on the sister links server', () => {
    const links = {
      id: 'p1',
      name: '',
      apiKey: KEY,
      linksBaseUrl: 'https://links.example',
      analyticsBaseUrl: '',
    };
    const target = connectTarget({ ...base, stored: stored([links]), services: ['websites'] });
    expect(target).toEqual({ profileId: 'p1', patch: { analyticsBaseUrl: ORIGIN } });
  });

  it('fills the links address of the profile holding the same key on the sister analytics server', () => {
    const stats = {
      id: 'p1',
      name: '',
      apiKey: KEY,
      linksBaseUrl: '',
      analyticsBaseUrl: 'https://stats.example',
    };
    const target = connectTarget({ ...base, stored: stored([stats]), services: ['links'] });
    expect(target).toEqual({ profileId: 'p1', patch: { linksBaseUrl: ORIGIN } });
  });

  it('renews the key of the profile already on this origin', () => {
    const old = { id: 'p1', name: '', apiKey: 'old', linksBaseUrl: `${ORIGIN}/`, analyticsBaseUrl: '' };
    const target = connectTarget({ ...base, stored: stored([old]), services: ['links'] });
    expect(target.profileId).toBe('p1');
    expect(target.patch.apiKey).toBe(KEY);
  });

  it('adds a new profile beside a configured one on another server with another key', () => {
    const other = { id: 'p1', name: '', apiKey: 'other', linksBaseUrl: 'https://other.example' };
    const target = connectTarget({ ...base, stored: stored([other]), services: ['links'] });
    expect(target.profileId).toBe('new1');
  });

  it('uses the requested profile (the profile list\'s "Add a server")', () => {
    const other = { id: 'p1', name: '', apiKey: 'other', linksBaseUrl: 'https://other.example' };
    const target = connectTarget({
      ...base,
      stored: stored([other]),
      services: ['links'],
      requested: 'added',
    });
    expect(target.profileId).toBe('added');
  });

  it('never puts the key into a profile an organization preset for another server', () => {
    const corp = { id: 'org-corp', name: 'Corp', linksBaseUrl: 'https://corp.example', managed: 'locked' };
    const target = connectTarget({ ...base, stored: stored([corp]), services: ['links'] });
    expect(target.profileId).toBe('new1');
  });

  it('gives the key alone to the preset profile of this very server', () => {
    const corp = { id: 'org-corp', name: 'Corp', linksBaseUrl: ORIGIN, managed: 'locked' };
    const target = connectTarget({ ...base, stored: stored([corp]), services: ['links', 'websites'] });
    expect(target).toEqual({ profileId: 'org-corp', patch: { apiKey: KEY } });
  });
});
