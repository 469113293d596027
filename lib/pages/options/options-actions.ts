/**
 * The options page's conversations with the browser and the background: each reports what it
 * learns as actions of options-reducer.ts. Save and Test connection ask for the servers' host
 * permission FIRST, synchronously in the click handler: browsers grant permission requests
 * only during a user gesture, which any earlier `await` would end.
 */
import { browser } from 'wxt/browser';
import type { ApiErrorData, FieldErrors } from '../../api/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { originsWithoutKey } from '../../shared/settings/key-origins';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';
import { connectionOutcome } from './connection/connection-outcome';
import { originPatterns, stripApiPath, validateConnection } from './connection/validate';
import { type OptionsFormValue, parseId, toSettingsPatch } from './options-form';
import type { KeyQuestion, OptionsAction, OptionsView, UrlNotes } from './options-reducer';
import { getProfileSettings, updateProfileSettings } from './profiles/profile-settings';
import { originsToRelease } from './profiles/profiles-share';

export type Dispatch = (action: OptionsAction) => void;

/** The form with `/api/v1...` taken off its base URLs, and a note for each field changed. */
function withoutApiPaths(form: OptionsFormValue): { form: OptionsFormValue; notes: UrlNotes } {
  const fixed = { ...form };
  const notes: UrlNotes = {};
  for (const field of ['linksBaseUrl', 'analyticsBaseUrl'] as const) {
    const stripped = stripApiPath(form[field]);
    if (!stripped) continue;
    fixed[field] = stripped.url;
    notes[field] = t('options_apiPathRemoved', stripped.removed);
  }
  return { form: fixed, notes };
}

function validate(form: OptionsFormValue, saved: PublicSettings): FieldErrors {
  const errors = validateConnection(form, saved.apiKeyHint !== null);
  if (parseId(form.defaultDomain) === undefined) errors.defaultDomain = [t('options_idInvalid')];
  if (parseId(form.defaultSpace) === undefined) errors.defaultSpace = [t('options_idInvalid')];
  return errors;
}

/** Shows profile `profileId` (the active one when absent) in the form; `shown` keeps its id. */
export async function loadProfile(
  dispatch: Dispatch,
  shown: { current: string | undefined },
  profileId?: string,
): Promise<void> {
  const answer = await getProfileSettings(profileId);
  if (!answer.ok) return dispatch({ type: 'show', alert: errorText(answer.error) });
  shown.current = answer.value.profileId;
  dispatch({ type: 'loaded', settings: answer.value });
  loadLists(dispatch, answer.value);
}

/**
 * The server's domains and spaces for the Default selects. Asked on every load and after every
 * Save: the first Save of a fresh profile left bare number fields until a reload.
 */
function loadLists(dispatch: Dispatch, settings: PublicSettings, keepShown = false): void {
  // The profile shown's server, active or not: a second profile gets drop-downs as the first does.
  const eligible = settings.apiKeyHint !== null && settings.linksBaseUrl !== '';
  // After a Save the selects stay as they are until the answer (no flash of number fields).
  if (!keepShown || !eligible) dispatch({ type: 'lists', lists: null });
  if (!eligible) return;
  void send('server.lists', { profileId: settings.profileId }).then((lists) =>
    dispatch({ type: 'lists', lists: lists.ok ? lists.value : null }),
  );
}

interface Started {
  request: Promise<boolean>;
  origins: string[];
  form: OptionsFormValue;
  saved: PublicSettings;
  /** The new origins the saved key goes to, as the user agreed (the worker checks again). */
  sendKeyTo: string[];
}

/**
 * The origins the form's addresses reach that the saved key was not typed for: empty when a key
 * is typed (it belongs to the new addresses) or none is saved.
 */
function newKeyOrigins(form: OptionsFormValue, saved: PublicSettings): string[] {
  if (form.apiKey.trim() !== '' || saved.apiKeyHint === null) return [];
  return originsWithoutKey(saved.keyOrigins, form);
}

/** Validates, then asks for the permission at once (same gesture); null when invalid. */
function begin(state: OptionsView, dispatch: Dispatch, action: KeyQuestion['action']): Started | null {
  const { form, saved } = state;
  if (!form || !saved) return null;
  // A pasted API path is taken off where it was typed, with a note, before anything is checked.
  const stripped = withoutApiPaths(form);
  if (Object.keys(stripped.notes).length > 0) dispatch({ type: 'pathsRemoved', ...stripped });
  const errors = validate(stripped.form, saved);
  if (Object.keys(errors).length > 0) {
    dispatch({ type: 'show', fieldErrors: errors, status: null, alert: t('options_fixFields') });
    return null;
  }
  // Nothing leaves with the saved key for an origin it was not typed for: asked at the key field.
  const sendKeyTo = newKeyOrigins(stripped.form, saved);
  const unagreed = sendKeyTo.filter((origin) => !state.keySentTo.includes(origin));
  if (unagreed.length > 0) {
    const sentence = t('options_keyNewOrigin', unagreed.join(', '));
    const question = { origins: unagreed, action };
    dispatch({ type: 'keyQuestion', question, sentence, alert: t('options_fixFields') });
    return null;
  }
  const origins = originPatterns([stripped.form.linksBaseUrl, stripped.form.analyticsBaseUrl]);
  const request = browser.permissions.request({ origins });
  dispatch({ type: 'started' });
  return { request, origins, form: stripped.form, saved, sendKeyTo };
}

/** A refusal at fields (the worker's check of the key's origins) shows there, the rest as an alert. */
function showFailure(dispatch: Dispatch, error: ApiErrorData): void {
  if (error.fields?.apiKey) {
    dispatch({ type: 'show', status: null, fieldErrors: error.fields, alert: t('options_fixFields') });
  } else {
    dispatch({ type: 'show', status: null, alert: errorText(error) });
  }
}

async function granted(dispatch: Dispatch, { request, origins }: Started): Promise<boolean> {
  const ok = await request.catch(() => false);
  if (!ok) {
    const alert = t('options_permissionDenied', origins.map((o) => o.replace(/\/\*$/, '')).join(', '));
    dispatch({ type: 'show', alert });
  }
  return ok;
}

export function save(state: OptionsView, dispatch: Dispatch): void {
  const started = begin(state, dispatch, 'save');
  if (!started) return;
  const { sendKeyTo } = started;
  const patch = { ...toSettingsPatch(started.form), ...(sendKeyTo.length > 0 ? { sendKeyTo } : {}) };
  void (async () => {
    if (await granted(dispatch, started)) {
      // What the user typed stays in the form when the save fails.
      const answer = await updateProfileSettings(patch, started.saved.profileId);
      if (answer.ok) {
        dispatch({ type: 'saved', settings: answer.value, status: t('options_saved') });
        loadLists(dispatch, answer.value, true);
      } else {
        showFailure(dispatch, answer.error);
      }
    }
    dispatch({ type: 'show', busy: false });
  })();
}

export function test(state: OptionsView, dispatch: Dispatch): void {
  const started = begin(state, dispatch, 'test');
  if (!started) return;
  const { form, saved, sendKeyTo } = started;
  const input = {
    profileId: saved.profileId,
    linksBaseUrl: form.linksBaseUrl.trim(),
    ...(form.apiKey.trim() !== '' ? { apiKey: form.apiKey.trim() } : {}),
    ...(form.analyticsBaseUrl.trim() !== '' ? { analyticsBaseUrl: form.analyticsBaseUrl.trim() } : {}),
    ...(sendKeyTo.length > 0 ? { sendKeyTo } : {}),
  };
  void (async () => {
    if (await granted(dispatch, started)) {
      dispatch({ type: 'show', status: t('options_testing') });
      const answer = await send('connection.test', input);
      if (answer.ok) {
        const outcome = connectionOutcome(answer.value, {
          analyticsInherited: form.analyticsBaseUrl.trim() === '',
        });
        // A key that answered is the right one, whatever a section asked with the saved key.
        const keyPassed = (answer.value.links.ok || answer.value.websites.ok) && !outcome.fieldErrors.apiKey;
        // What the test found is said at once, for any profile, saved or not yet.
        const testedDialect = answer.value.links.dialect ?? null;
        dispatch({ type: 'show', ...outcome, keyPassed, testedDialect });
      } else {
        showFailure(dispatch, answer.error);
      }
    }
    dispatch({ type: 'show', busy: false });
  })();
}

/** The user agreed to send the saved key to the origins asked about: the held-back action runs. */
export function agreeToSendKey(state: OptionsView, dispatch: Dispatch): void {
  const question = state.keyQuestion;
  if (!question) return;
  dispatch({ type: 'keyAgreed', origins: question.origins });
  const keySentTo = [...state.keySentTo, ...question.origins];
  (question.action === 'save' ? save : test)({ ...state, keySentTo, keyQuestion: null }, dispatch);
}

/** Removes profile `removed`, then shows the active one; `load` shows a profile. */
export async function removeProfile(
  removed: PublicSettings,
  dispatch: Dispatch,
  load: () => Promise<unknown>,
): Promise<void> {
  dispatch({ type: 'show', busy: true });
  const answer = await send('profiles.remove', { profileId: removed.profileId });
  if (answer.ok) {
    // Host access only this profile used goes back (a required one, as in e2e builds, stays).
    const origins = originsToRelease(removed, answer.value.profiles);
    if (origins.length > 0) await browser.permissions.remove({ origins }).catch(() => false);
    await load();
    dispatch({ type: 'show', status: t('profile_removed') });
  } else {
    dispatch({ type: 'show', alert: errorText(answer.error) });
  }
  dispatch({ type: 'show', busy: false });
}
