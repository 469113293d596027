import { describe, expect, it } from 'vitest';
import { toPublicSettings } from '../../background/settings/views';
import type { ServerLists } from '../../shared/protocol';
import { DEFAULT_SETTINGS } from '../../shared/settings/schema';
import { optionsFormFromSettings } from './options-form';
import { INITIAL_OPTIONS, type OptionsView, optionsReducer } from './options-reducer';

const saved = toPublicSettings({
  ...DEFAULT_SETTINGS,
  apiKey: 'secret-key-3f9a',
  linksBaseUrl: 'https://sho.rt',
});
const shown: OptionsView = { ...INITIAL_OPTIONS, saved, form: optionsFormFromSettings(saved) };
const lists: ServerLists = { domains: [], spaces: [] } as unknown as ServerLists;

describe('optionsReducer', () => {
  it('shows a loaded profile in the form and drops the errors and notes of the one before', () => {
    const before: OptionsView = {
      ...INITIAL_OPTIONS,
      fieldErrors: { apiKey: ['x'] },
      urlNotes: { linksBaseUrl: 'n' },
    };

    const after = optionsReducer(before, { type: 'loaded', settings: saved });

    expect(after.saved).toBe(saved);
    expect(after.form).toEqual(optionsFormFromSettings(saved));
    expect(after.fieldErrors).toEqual({});
    expect(after.urlNotes).toEqual({});
  });

  it('keeps the form as typed when the saved profile changes in the background', () => {
    const typed = { ...shown, form: { ...shown.form!, profileName: 'typed' } };
    const changed = { ...saved, linksBaseUrl: 'https://other.example' };

    const after = optionsReducer(typed, { type: 'savedChanged', settings: changed });

    expect(after.saved).toBe(changed);
    expect(after.form).toBe(typed.form);
  });

  it('keeps the profile shown when a background change answers for the one shown before', () => {
    const corp = {
      ...saved,
      profileId: 'org-corp',
      managed: 'locked' as const,
      linksBaseUrl: 'https://corp.rt',
    };
    const corpShown = optionsReducer(shown, { type: 'loaded', settings: corp });
    const before = { ...saved, linksBaseUrl: 'https://other.example' };

    const after = optionsReducer(corpShown, { type: 'savedChanged', settings: before });

    expect(after.saved).toBe(corp);
    expect(after.form).toBe(corpShown.form);
  });

  it('shows a changed policy in the name and addresses of a locked profile, keeping the rest as typed', () => {
    const typed = { ...shown, form: { ...shown.form!, apiKey: 'typed-key' } };
    const changed = {
      ...saved,
      managed: 'locked' as const,
      profileName: 'Corp',
      linksBaseUrl: 'https://new.rt',
    };

    const after = optionsReducer(typed, { type: 'savedChanged', settings: changed });

    expect(after.form).toMatchObject({
      apiKey: 'typed-key',
      profileName: 'Corp',
      linksBaseUrl: 'https://new.rt',
    });
  });

  it('drops a key typed on a locked profile once the policy gives its key', () => {
    const typed = { ...shown, form: { ...shown.form!, apiKey: 'typed-key', notifications: false } };
    const changed = { ...saved, managed: 'locked' as const, managedKey: true, apiKeyHint: '••••9d2e' };

    const after = optionsReducer(typed, { type: 'savedChanged', settings: changed });

    expect(after.form).toMatchObject({ apiKey: '', notifications: false });
  });

  it('shows what was stored and says so when a save succeeds', () => {
    const stored = { ...saved, profileName: 'Work' };
    const typed = { ...shown, form: { ...shown.form!, profileName: ' Work ' } };

    const after = optionsReducer(typed, { type: 'saved', settings: stored, status: 'Saved.' });

    expect(after.saved).toBe(stored);
    expect(after.form).toEqual(optionsFormFromSettings(stored));
    expect(after.status).toBe('Saved.');
  });

  it('holds the server lists answered, or none', () => {
    const withLists = optionsReducer(shown, { type: 'lists', lists });

    expect(withLists.lists).toBe(lists);
    expect(optionsReducer(withLists, { type: 'lists', lists: null }).lists).toBeNull();
  });

  it('applies an edit to the form and drops the note of each edited field only', () => {
    const noted: OptionsView = {
      ...shown,
      urlNotes: { linksBaseUrl: 'removed', analyticsBaseUrl: 'removed too' },
    };

    const after = optionsReducer(noted, { type: 'edited', patch: { linksBaseUrl: 'https://new.example' } });

    expect(after.form?.linksBaseUrl).toBe('https://new.example');
    expect(after.form?.apiKey).toBe(shown.form?.apiKey);
    expect(after.urlNotes).toEqual({ analyticsBaseUrl: 'removed too' });
  });

  it('ignores an edit before any profile is shown', () => {
    expect(optionsReducer(INITIAL_OPTIONS, { type: 'edited', patch: { apiKey: 'k' } })).toEqual(
      INITIAL_OPTIONS,
    );
  });

  it('shows base URLs without their API path and adds a note for each', () => {
    const before: OptionsView = { ...shown, urlNotes: { analyticsBaseUrl: 'earlier' } };
    const form = { ...shown.form!, linksBaseUrl: 'https://sho.rt' };

    const after = optionsReducer(before, {
      type: 'pathsRemoved',
      form,
      notes: { linksBaseUrl: 'took /api/v1' },
    });

    expect(after.form).toBe(form);
    expect(after.urlNotes).toEqual({ analyticsBaseUrl: 'earlier', linksBaseUrl: 'took /api/v1' });
  });

  it('clears every message and turns busy when a save or test starts', () => {
    const before: OptionsView = { ...shown, fieldErrors: { apiKey: ['x'] }, status: 's', alert: 'a' };

    const after = optionsReducer(before, { type: 'started' });

    expect(after).toEqual({ ...shown, fieldErrors: {}, status: null, alert: null, busy: true });
  });

  it('changes only the status, alert, field errors or busy flag a show action names', () => {
    const before: OptionsView = {
      ...shown,
      status: 'old status',
      alert: 'old alert',
      fieldErrors: { apiKey: ['x'] },
    };

    expect(optionsReducer(before, { type: 'show', status: 'new' })).toEqual({ ...before, status: 'new' });
    expect(optionsReducer(before, { type: 'show', alert: null })).toEqual({ ...before, alert: null });
    expect(optionsReducer(before, { type: 'show', busy: true })).toEqual({ ...before, busy: true });
    expect(optionsReducer(before, { type: 'show', fieldErrors: {} })).toEqual({ ...before, fieldErrors: {} });
  });

  it('shows the field errors and the alert, and no status, when the form is invalid', () => {
    const invalid = { fieldErrors: { apiKey: ['Required'] }, status: null, alert: 'Fix the fields' };

    const after = optionsReducer({ ...shown, status: 'Saved.' }, { type: 'show', ...invalid });

    expect(after).toEqual({ ...shown, ...invalid });
  });

  it('shows a connection test outcome in the status, the alert and the fields', () => {
    const outcome = { status: null, alert: 'See the fields', fieldErrors: { linksBaseUrl: ['Not found'] } };

    const after = optionsReducer({ ...shown, status: 'Testing…' }, { type: 'show', ...outcome });

    expect(after).toEqual({ ...shown, ...outcome });
  });

  it('adds a failure met elsewhere to its connection field once', () => {
    const before: OptionsView = { ...shown, fieldErrors: { apiKey: ['Required'] } };
    const action = { type: 'connectionError', field: 'apiKey', sentence: 'The key was refused' } as const;

    const once = optionsReducer(before, action);
    const twice = optionsReducer(once, action);

    expect(once.fieldErrors).toEqual({ apiKey: ['Required', 'The key was refused'] });
    expect(twice).toBe(once);
  });

  it('no longer says the settings were saved once the saved key is refused', () => {
    const justSaved = optionsReducer(shown, { type: 'saved', settings: saved, status: 'Settings saved.' });

    const after = optionsReducer(justSaved, {
      type: 'connectionError',
      field: 'apiKey',
      sentence: 'The server refused this key.',
    });

    expect(after.status).toBeNull();
    expect(after.fieldErrors).toEqual({ apiKey: ['The server refused this key.'] });
  });

  it('keeps a key that passed the test free of a refusal of the key saved before, until it is edited', () => {
    const refusal = { type: 'connectionError', field: 'apiKey', sentence: 'Refused.' } as const;
    const refused = optionsReducer(shown, refusal);
    const typed = optionsReducer(refused, { type: 'edited', patch: { apiKey: 'right-key' } });
    const tested = optionsReducer(optionsReducer(typed, { type: 'started' }), {
      type: 'show',
      status: 'Connected: 30 links, 3 websites',
      alert: null,
      fieldErrors: {},
      keyPassed: true,
    });

    const afterTest = optionsReducer(tested, refusal);
    const editedAgain = optionsReducer(afterTest, { type: 'edited', patch: { apiKey: 'other' } });

    expect(afterTest.fieldErrors).toEqual({});
    expect(afterTest.status).toBe('Connected: 30 links, 3 websites');
    expect(optionsReducer(editedAgain, refusal).fieldErrors).toEqual({ apiKey: ['Refused.'] });
  });
});
