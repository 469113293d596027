/**
 * What the options page shows, and every change to it as one named action: the page's hook
 * (use-options.ts) asks the browser and the background, this decides what the answers show.
 */
import type { Dialect } from '../../api/enums';
import type { FieldErrors } from '../../api/errors';
import type { ServerLists } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { type OptionsFormValue, optionsFormFromSettings } from './options-form';

/** A note under a base URL field: what Save or Test connection removed from it. */
export type UrlNotes = Partial<Record<'linksBaseUrl' | 'analyticsBaseUrl', string>>;

/**
 * Save or Test connection held back: the addresses reach origins the saved key was not typed
 * for. The page asks, at the key field, to type the key again or to send the saved key there.
 */
export interface KeyQuestion {
  origins: string[];
  /** What runs once the user agrees. */
  action: 'save' | 'test';
}

export interface OptionsView {
  saved: PublicSettings | null;
  form: OptionsFormValue | null;
  urlNotes: UrlNotes;
  busy: boolean;
  fieldErrors: FieldErrors;
  status: string | null;
  alert: string | null;
  lists: ServerLists | null;
  keyQuestion: KeyQuestion | null;
  /** The new origins the user agreed to send the saved key to, for this profile's next Save or Test. */
  keySentTo: string[];
  /**
   * The key in the form passed Test connection: a refusal another section meets afterwards was
   * for the key saved before, and the field no longer holds it (cleared when the key is edited).
   */
  keyPassed: boolean;
  /** The links server's dialect the last Test connection found (shown before it is stored). */
  testedDialect: Dialect | null;
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
  | ({ type: 'show' } & Partial<
      Pick<OptionsView, 'status' | 'alert' | 'fieldErrors' | 'busy' | 'keyPassed' | 'testedDialect'>
    >)
  /** A failure met elsewhere on the page, shown at the connection field that fixes it, once. */
  | { type: 'connectionError'; field: string; sentence: string }
  /** Held back until the key is typed again or the user agrees to send it to these origins. */
  | { type: 'keyQuestion'; question: KeyQuestion; sentence: string; alert: string }
  | { type: 'keyAgreed'; origins: string[] };

export const INITIAL_OPTIONS: OptionsView = {
  saved: null,
  form: null,
  urlNotes: {},
  busy: false,
  fieldErrors: {},
  status: null,
  alert: null,
  lists: null,
  keyQuestion: null,
  keySentTo: [],
  keyPassed: false,
  testedDialect: null,
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
        keyQuestion: null,
        keySentTo: [],
        keyPassed: false,
        testedDialect: null,
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
        keyQuestion: null,
        keySentTo: [],
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
    case 'keyQuestion':
      return {
        ...state,
        keyQuestion: action.question,
        fieldErrors: { apiKey: [action.sentence] },
        alert: action.alert,
        status: null,
      };
    case 'keyAgreed': {
      const { apiKey: _, ...fieldErrors } = state.fieldErrors;
      const keySentTo = [...new Set([...state.keySentTo, ...action.origins])];
      return { ...state, keyQuestion: null, keySentTo, fieldErrors, alert: null };
    }
  }
}

function edited(state: OptionsView, patch: Partial<OptionsFormValue>): OptionsView {
  if (!state.form) return state;
  // A note says what was removed from the value shown: editing the field makes it stale.
  const urlNotes = { ...state.urlNotes };
  for (const field of Object.keys(patch)) delete urlNotes[field as keyof UrlNotes];
  // A key typed or an address changed answers the question differently: it is asked again on Save.
  const asked = ['apiKey', 'linksBaseUrl', 'analyticsBaseUrl'].some((field) => field in patch);
  const keyQuestion = asked ? null : state.keyQuestion;
  const keyPassed = state.keyPassed && patch.apiKey === undefined;
  return { ...state, form: { ...state.form, ...patch }, urlNotes, keyQuestion, keyPassed };
}

/**
 * One state at a time: a connection that fails is not also "Settings saved." (the status goes),
 * and a refusal of the key saved before does not land on a key that has just passed the test.
 */
function withConnectionError(state: OptionsView, field: string, sentence: string): OptionsView {
  if (field === 'apiKey' && state.keyPassed) return state;
  const messages = state.fieldErrors[field] ?? [];
  if (messages.includes(sentence)) return state.status === null ? state : { ...state, status: null };
  return { ...state, status: null, fieldErrors: { ...state.fieldErrors, [field]: [...messages, sentence] } };
}

/**
 * A profile the organization's policy locks shows what the policy says now: its name and
 * addresses follow a policy change, and a key typed there goes once the policy gives the key
 * (it would never be used); the rest of the form keeps what the user was editing.
 */
function lockedFieldsFollow(
  form: OptionsFormValue | null,
  settings: PublicSettings,
): OptionsFormValue | null {
  if (!form || settings.managed !== 'locked') return form;
  const { profileName, linksBaseUrl, analyticsBaseUrl } = optionsFormFromSettings(settings);
  const apiKey = settings.managedKey ? '' : form.apiKey;
  return { ...form, profileName, linksBaseUrl, analyticsBaseUrl, apiKey };
}
