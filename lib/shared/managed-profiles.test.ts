import { describe, expect, it } from 'vitest';
import { parseManagedProfiles, withManaged, withoutManaged } from './managed-profiles';
import type { StoredSettings } from './profiles';

const POLICY = [
  {
    id: 'corp',
    name: 'Corp links',
    linksBaseUrl: 'https://sho.rt',
    analyticsBaseUrl: 'https://stats.rt',
    locked: true,
  },
];
const own = { id: 'mine', name: 'Mine', apiKey: 'k1', linksBaseUrl: 'https://mine.example' };

describe('parseManagedProfiles', () => {
  it('reads the policy entries under org- ids, skipping those without an id or a links address', () => {
    const parsed = parseManagedProfiles([
      ...POLICY,
      { name: 'no id', linksBaseUrl: 'https://x' },
      { id: 'x' },
      'junk',
    ]);
    expect(parsed).toEqual([
      {
        id: 'org-corp',
        locked: true,
        fields: { name: 'Corp links', linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: 'https://stats.rt' },
      },
    ]);
  });

  it('takes the key when the policy gives one, and reads an absent lock as unlocked', () => {
    const [parsed] = parseManagedProfiles([{ id: 'a', linksBaseUrl: 'https://a', apiKey: ' key ' }]);
    expect(parsed?.fields.apiKey).toBe('key');
    expect(parsed?.locked).toBe(false);
  });
});

describe('withManaged', () => {
  const managed = parseManagedProfiles(POLICY);

  it('puts the preset profile first, beside the user’s own, marked locked', () => {
    const merged = withManaged({ profiles: [own], activeProfile: 'mine' }, managed);
    expect(merged.profiles.map((p) => [p.id, p.managed])).toEqual([
      ['org-corp', 'locked'],
      ['mine', undefined],
    ]);
    expect(merged.activeProfile).toBe('mine');
  });

  it('replaces an empty first profile and makes the preset one active on a fresh install', () => {
    const merged = withManaged(
      { profiles: [{ id: 'default', name: '' }], activeProfile: 'default' },
      managed,
    );
    expect(merged.profiles.map((p) => p.id)).toEqual(['org-corp']);
    expect(merged.activeProfile).toBe('org-corp');
  });

  it('keeps the policy’s fields over what was saved for a locked profile, and the user’s key when the policy has none', () => {
    const saved = { id: 'org-corp', name: 'Renamed', linksBaseUrl: 'https://other', apiKey: 'typed' };
    const [corp] = withManaged({ profiles: [saved, own], activeProfile: 'mine' }, managed).profiles;
    expect(corp).toMatchObject({ name: 'Corp links', linksBaseUrl: 'https://sho.rt', apiKey: 'typed' });
  });

  it('keeps what the user changed in an unlocked preset, and the policy’s value elsewhere', () => {
    const open = parseManagedProfiles([{ ...POLICY[0], locked: false }]);
    const saved = { id: 'org-corp', name: '', analyticsBaseUrl: 'https://mine-stats.example' };
    const [corp] = withManaged({ profiles: [saved], activeProfile: 'org-corp' }, open).profiles;
    expect(corp).toMatchObject({
      name: 'Corp links',
      linksBaseUrl: 'https://sho.rt',
      analyticsBaseUrl: 'https://mine-stats.example',
      managed: 'preset',
    });
  });

  it('drops a preset profile the policy no longer names', () => {
    const merged = withManaged(
      { profiles: [{ id: 'org-old', name: '' }, own], activeProfile: 'org-old' },
      [],
    );
    expect(merged.profiles.map((p) => p.id)).toEqual(['mine']);
    expect(merged.activeProfile).toBe('mine');
  });
});

describe('withoutManaged', () => {
  it('writes a locked profile without the policy’s fields, so a policy change applies at the next read', () => {
    const managed = parseManagedProfiles(POLICY);
    const merged: StoredSettings = withManaged({ profiles: [own], activeProfile: 'mine' }, managed);
    const written = withoutManaged(merged, managed);
    expect(written.profiles[0]).toEqual({ id: 'org-corp', name: '' });
    expect(written.profiles[1]).toEqual(own);

    const changed = parseManagedProfiles([{ ...POLICY[0], linksBaseUrl: 'https://new.rt' }]);
    expect(withManaged(written, changed).profiles[0]?.linksBaseUrl).toBe('https://new.rt');
  });
});
