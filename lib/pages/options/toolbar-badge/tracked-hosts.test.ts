import { describe, expect, it } from 'vitest';
import { toPublicSettings } from '../../../background/settings/views';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/settings/schema';
import { trackedListSource, trackedListStep } from './tracked-hosts';

const view = (patch: Partial<Settings> = {}) =>
  toPublicSettings({
    ...DEFAULT_SETTINGS,
    apiKey: 'demo-key-0123456789abcdef',
    linksBaseUrl: 'https://sho.rt',
    ...patch,
  });

const refused = { code: 'unauthorized' as const, message: 'refused' };
const shownFor = (settings = view()) => trackedListSource(settings);

describe('trackedListStep', () => {
  it('asks for the list when nothing was asked yet', () => {
    expect(trackedListStep({ source: null, tracked: null }, view())).toBe('ask');
  });

  it('keeps a list read from the connection still saved when another setting changes', () => {
    const next = view({ toolbarBadge: 'visitors', detectedDialect: { links: null, websites: 'current' } });
    expect(trackedListStep({ source: shownFor(), tracked: ['example.com'] }, next)).toBe('keep');
  });

  it('asks again when the saved key, a server or the server version changed', () => {
    const shown = { source: shownFor(), tracked: ['example.com'] };
    expect(trackedListStep(shown, view({ apiKey: 'other-key-0123456789ab9999' }))).toBe('ask');
    expect(trackedListStep(shown, view({ analyticsBaseUrl: 'https://stats.example' }))).toBe('ask');
    expect(trackedListStep(shown, view({ serverVersion: 'current' }))).toBe('ask');
  });

  it('asks again after a refusal when a key with the same hint is saved', () => {
    const shown = { source: shownFor(view({ apiKey: 'wrong-key-0123456789abcdef' })), tracked: refused };
    const next = view({ apiKey: 'demo-key-0123456789abcdef' });
    expect(next.apiKeyHint).toBe('••••cdef');
    expect(trackedListStep(shown, next)).toBe('ask');
  });

  it('asks again after the answer if it fails when the settings change while it is on its way', () => {
    expect(trackedListStep({ source: shownFor(), tracked: null }, view())).toBe('ask-if-it-fails');
  });
});
