import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, saveSettings } from '../settings/store';
import { includeTrackedSite } from './tracked-site';

beforeEach(() => fakeBrowser.reset());

describe('includeTrackedSite', () => {
  it('adds a newly tracked site, as its bare host, when the profile excludes all its sites', async () => {
    await saveSettings({ excludeVisits: { mode: 'all', sites: ['a.example'] } });
    await includeTrackedSite('WWW.B.example');
    expect((await loadSettings()).excludeVisits).toEqual({ mode: 'all', sites: ['a.example', 'b.example'] });
  });

  it('leaves chosen sites and the off switch as they are', async () => {
    await saveSettings({ excludeVisits: { mode: 'sites', sites: ['a.example'] } });
    await includeTrackedSite('b.example');
    expect((await loadSettings()).excludeVisits).toEqual({ mode: 'sites', sites: ['a.example'] });
  });
});
