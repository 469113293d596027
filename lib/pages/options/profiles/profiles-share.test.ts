import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../../shared/settings/schema';
import { importPatches, originsToRelease, parseProfilesFile, profilesToJson } from './profiles-share';

const summary = (p: Partial<ProfileSummary>): ProfileSummary => ({
  id: 'x',
  name: '',
  linksBaseUrl: '',
  analyticsBaseUrl: '',
  serverVersion: 'auto',
  ...p,
});

describe('profiles-share', () => {
  it('exports names and server addresses, never an id or a key, and reads the file back', () => {
    const text = profilesToJson([
      summary({ id: 'home', name: 'Home', linksBaseUrl: 'https://home.example', serverVersion: 'current' }),
    ]);
    expect(text).not.toContain('home"');
    expect(text).not.toMatch(/apiKey|"id"/);
    expect(parseProfilesFile(text)).toEqual([
      { name: 'Home', linksBaseUrl: 'https://home.example', analyticsBaseUrl: '', serverVersion: 'current' },
    ]);
  });

  it('drops a key someone added to the file by hand', () => {
    const text = JSON.stringify({
      format: 'shortener-extension-profiles',
      profiles: [{ name: 'A', linksBaseUrl: 'https://a.example', apiKey: 'leaked-key' }],
    });
    expect(parseProfilesFile(text)).toEqual([{ name: 'A', linksBaseUrl: 'https://a.example' }]);
  });

  it('refuses text that is not a profiles export', () => {
    expect(parseProfilesFile('not json')).toBeNull();
    expect(parseProfilesFile('{"profiles": []}')).toBeNull();
    expect(
      parseProfilesFile('{"format": "shortener-extension-profiles", "profiles": [{"name": 1}]}'),
    ).toBeNull();
  });

  it('imports new profiles only: known ones and ones without a web URL are skipped', () => {
    const patches = importPatches(
      [
        { name: 'Home', linksBaseUrl: 'https://home.example/' },
        { name: 'Client', linksBaseUrl: 'https://client.example/', analyticsBaseUrl: 'javascript:x' },
        { name: 'Client', linksBaseUrl: 'https://client.example' },
        { name: 'Bad', linksBaseUrl: 'ftp://x' },
      ],
      [summary({ name: 'Home', linksBaseUrl: 'https://home.example' })],
    );
    expect(patches).toEqual([
      {
        profileName: 'Client',
        linksBaseUrl: 'https://client.example',
        analyticsBaseUrl: '',
        serverVersion: 'auto',
      },
    ]);
  });

  it('releases only the origins no remaining profile uses (patterns carry no port)', () => {
    const removed = summary({ linksBaseUrl: 'https://a.example', analyticsBaseUrl: 'http://127.0.0.1:9000' });
    const remaining = [summary({ linksBaseUrl: 'http://127.0.0.1:8787' })];
    expect(originsToRelease(removed, remaining)).toEqual(['https://a.example/*']);
  });
});
