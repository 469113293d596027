/**
 * What the options page shows, and every change to it as one named action: the page's hook
 * (use-options.ts) asks the browser and the background, this decides what the answers show.
 */
import type { FieldErrors } from '../../api/errors';
import type { ServerLists } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { type OptionsFormValue, optionsFormFromSettings } from './options-form';

/** A note under a base URL field: what Save or Test connection removed from it. */
export type UrlNotes = Partial<Record<'linksBaseUrl' | 'analyticsBaseUrl', string>>;

export interface OptionsView {
  saved: PublicSettings | null;
  form: OptionsFormValue | null;
  urlNotes: UrlNotes;
  busy: boolean;
  fieldErrors: FieldErrors;
  status: string | null;
  alert: string | null;
  lists: ServerLists | null;
}

export type OptionsAction =
  /** A profile shown afresh: its saved values in the form, no errors or notes left from another. */
  | { type: 'loaded'; settings: PublicSettings }
  /**
   * The saved profile changed in the background (the detected dialect): the form stays as typed.
   * Ignored when it is not the profile shown (an answer for the one shown before).
   */
  | { type: 'savedChanged'; settings: PublicSettings }
  /** Save succeeded: the form shows what was stored. */
  | { type: 'saved'; settings: PublicSettings; status: string }
  | { type: 'lists'; lists: ServerLists | null }
  | { type: 'edited'; patch: Partial<OptionsFormValue> }
  /** `/api/v1...` was taken off base URLs as typed, with a note for each. */
  | { type: 'pathsRemoved'; form: OptionsFormValue; notes: UrlNotes }
  /** Save or Test connection passed the checks and is under way. */
  | { type: 'started' }
  /** What the page says besides the form, and whether it is busy; a key left out keeps what is shown. */
  | ({ type: 'show' } & Partial<Pick<OptionsView, 'status' | 'alert' | 'fieldErrors' | 'busy'>>)
  /** A failure met elsewhere on the page, shown at the connection field that fixes it, once. */
  | { type: 'connectionError'; field: string; sentence: string };

export const INITIAL_OPTIONS: OptionsView = {
  saved: null,
  form: null,
  urlNotes: {},
  busy: false,
  fieldErrors: {},
  status: null,
  alert: null,
  lists: null,
};

export function optionsReducer(state: OptionsView, action: OptionsAction): OptionsView {
  switch (action.type) {
    case 'loaded': {
      const { settings } = action;
      return {
        ...state,
        saved: settings,
        form: optionsFormFromSettings(settings),
        fieldErrors: {},
        urlNotes: {},
      };
    }
    case 'savedChanged':
      // The watcher reads the profile shown when the change came; the user may have chosen another
      // since (its answer can land after the newer 'loaded'), and that one's view stays.
      if (action.settings.profileId !== state.saved?.profileId) return state;
      return { ...state, saved: action.settings, form: lockedFieldsFollow(state.form, action.settings) };
    case 'saved':
      return {
        ...state,
        saved: action.settings,
        form: optionsFormFromSettings(action.settings),
        status: action.status,
      };
    case 'lists':
      return { ...state, lists: action.lists };
    case 'edited':
      return edited(state, action.patch);
    case 'pathsRemoved':
      return { ...state, form: action.form, urlNotes: { ...state.urlNotes, ...action.notes } };
    case 'started':
      return { ...state, fieldErrors: {}, busy: true, alert: null, status: null };
    case 'show': {
      const { type: _, ...shown } = action;
      return { ...state, ...shown };
    }
    case 'connectionError':
      return withConnectionError(state, action.field, action.sentence);
  }
}

function edited(state: OptionsView, patch: Partial<OptionsFormValue>): OptionsView {
  if (!state.form) return state;
  // A note says what was removed from the value shown: editing the field makes it stale.
  const urlNotes = { ...state.urlNotes };
  for (const field of Object.keys(patch)) delete urlNotes[field as keyof UrlNotes];
  return { ...state, form: { ...state.form, ...patch }, urlNotes };
}

function withConnectionError(state: OptionsView, field: string, sentence: string): OptionsView {
  const messages = state.fieldErrors[field] ?? [];
  if (messages.includes(sentence)) return state;
  return { ...state, fieldErrors: { ...state.fieldErrors, [field]: [...messages, sentence] } };
}

/**
 * A profile the organization's policy locks shows what the policy says now: its name and
 * addresses follow a policy change; the rest of the form keeps what the user was editing.
 */
function lockedFieldsFollow(
  form: OptionsFormValue | null,
  settings: PublicSettings,
): OptionsFormValue | null {
  if (!form || settings.managed !== 'locked') return form;
  const { profileName, linksBaseUrl, analyticsBaseUrl } = optionsFormFromSettings(settings);
  return { ...form, profileName, linksBaseUrl, analyticsBaseUrl };
}
