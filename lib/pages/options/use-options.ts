/**
 * The options page's state and actions. Save and Test connection ask for the servers' host
 * permission FIRST, synchronously in the click handler: browsers grant permission requests
 * only during a user gesture, which any earlier `await` would end.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ApiErrorData, FieldErrors } from '../../api/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import type { ServerLists } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';
import { connectionFieldOf, connectionOutcome } from './connection/connection-outcome';
import { originPatterns, stripApiPath, validateConnection } from './connection/validate';
import {
  isDirty,
  type OptionsFormValue,
  optionsFormFromSettings,
  parseId,
  toSettingsPatch,
} from './options-form';
import { getProfileSettings, updateProfileSettings, watchProfileSettings } from './profiles/profile-settings';
import { originsToRelease } from './profiles/profiles-share';

/** A note under a base URL field: what Save or Test connection removed from it. */
export type UrlNotes = Partial<Record<'linksBaseUrl' | 'analyticsBaseUrl', string>>;

export interface OptionsState {
  saved: PublicSettings | null;
  form: OptionsFormValue | null;
  urlNotes: UrlNotes;
  update: (patch: Partial<OptionsFormValue>) => void;
  dirty: boolean;
  busy: boolean;
  fieldErrors: FieldErrors;
  status: string | null;
  alert: string | null;
  lists: ServerLists | null;
  save: () => void;
  test: () => void;
  /** Shows profile `id` (an id not saved yet: a new profile), after asking when edits would be lost. */
  selectProfile: (id: string) => void;
  addProfile: () => void;
  /** Asks first; never offered for the last profile. */
  removeProfile: () => void;
  /** Shows a sentence in the status region (export/import outcomes). */
  setStatus: (status: string | null) => void;
  setAlert: (alert: string | null) => void;
  /** Loads the active profile again (after an import). */
  reload: () => void;
  /** Shows a failure another section met (the tracked sites asked with a refused key) at the connection field that fixes it, once. */
  placeConnectionError: (error: ApiErrorData) => void;
}

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

function validate(form: OptionsFormValue, saved: PublicSettings, needKey: boolean): FieldErrors {
  const errors = validateConnection(form, saved.apiKeyHint !== null, needKey);
  if (parseId(form.defaultDomain) === undefined) errors.defaultDomain = [t('options_idInvalid')];
  if (parseId(form.defaultSpace) === undefined) errors.defaultSpace = [t('options_idInvalid')];
  return errors;
}

export function useOptions(): OptionsState {
  const [saved, setSaved] = useState<PublicSettings | null>(null);
  const [form, setForm] = useState<OptionsFormValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [lists, setLists] = useState<ServerLists | null>(null);
  const [urlNotes, setUrlNotes] = useState<UrlNotes>({});
  // The profile shown, for the settings watcher (which outlives renders).
  const shown = useRef<string | undefined>(undefined);

  /** Shows profile `profileId` (the active one when absent) in the form. */
  const load = (profileId?: string) =>
    getProfileSettings(profileId).then((answer) => {
      if (!answer.ok) {
        setAlert(errorText(answer.error));
        return;
      }
      const settings = answer.value;
      shown.current = settings.profileId;
      setSaved(settings);
      setForm(optionsFormFromSettings(settings));
      setFieldErrors({});
      setUrlNotes({});
      loadLists(settings);
    });

  /**
   * The server's domains and spaces for the Default selects. Asked on every load and after every
   * Save: the first Save of a fresh profile left bare number fields until a reload.
   */
  const loadLists = (settings: PublicSettings, keepShown = false) => {
    // The server lists come from the active profile's server: only worth it when that is shown.
    const eligible =
      settings.apiKeyHint !== null &&
      settings.linksBaseUrl !== '' &&
      settings.profileId === settings.activeProfile;
    // After a Save the selects stay as they are until the answer (no flash of number fields).
    if (!keepShown || !eligible) setLists(null);
    if (!eligible) return;
    void send('server.lists', undefined).then((lists) => setLists(lists.ok ? lists.value : null));
  };

  useEffect(() => {
    void load();
    // The detected dialect changes in the background: keep the saved view current, not the form.
    return watchProfileSettings(setSaved, () => shown.current);
  }, []);

  const dirty = form !== null && saved !== null && isDirty(form, saved);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Older Chromium asks only when returnValue is set.
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Validates, then asks for the permission at once (same gesture); null when invalid. */
  const begin = (
    needKey: boolean,
  ): { request: Promise<boolean>; origins: string[]; form: OptionsFormValue } | null => {
    if (!form || !saved) return null;
    // A pasted API path is taken off where it was typed, with a note, before anything is checked.
    const stripped = withoutApiPaths(form);
    if (Object.keys(stripped.notes).length > 0) {
      setForm(stripped.form);
      setUrlNotes((notes) => ({ ...notes, ...stripped.notes }));
    }
    const errors = validate(stripped.form, saved, needKey);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setStatus(null);
      setAlert(t('options_fixFields'));
      return null;
    }
    const origins = originPatterns([stripped.form.linksBaseUrl, stripped.form.analyticsBaseUrl]);
    const request = browser.permissions.request({ origins });
    setBusy(true);
    setAlert(null);
    setStatus(null);
    return { request, origins, form: stripped.form };
  };

  const granted = async (request: Promise<boolean>, origins: string[]) => {
    const ok = await request.catch(() => false);
    if (!ok) setAlert(t('options_permissionDenied', origins.map((o) => o.replace(/\/\*$/, '')).join(', ')));
    return ok;
  };

  const save = () => {
    const started = begin(true);
    if (!started || !saved) return;
    const { form } = started;
    void (async () => {
      if (await granted(started.request, started.origins)) {
        // What the user typed stays in the form when the save fails.
        const answer = await updateProfileSettings(toSettingsPatch(form), saved.profileId);
        if (answer.ok) {
          setSaved(answer.value);
          setForm(optionsFormFromSettings(answer.value));
          loadLists(answer.value, true);
          setStatus(t('options_saved'));
        } else {
          setAlert(errorText(answer.error));
        }
      }
      setBusy(false);
    })();
  };

  const test = () => {
    const started = begin(false);
    if (!started) return;
    const { form } = started;
    const input = {
      ...(saved ? { profileId: saved.profileId } : {}),
      linksBaseUrl: form.linksBaseUrl.trim(),
      ...(form.apiKey.trim() !== '' ? { apiKey: form.apiKey.trim() } : {}),
      ...(form.analyticsBaseUrl.trim() !== '' ? { analyticsBaseUrl: form.analyticsBaseUrl.trim() } : {}),
    };
    void (async () => {
      if (await granted(started.request, started.origins)) {
        setStatus(t('options_testing'));
        const answer = await send('connection.test', input);
        if (answer.ok) {
          const outcome = connectionOutcome(answer.value, {
            analyticsInherited: form.analyticsBaseUrl.trim() === '',
          });
          setStatus(outcome.status);
          setAlert(outcome.alert);
          setFieldErrors(outcome.fieldErrors);
        } else {
          setStatus(null);
          setAlert(errorText(answer.error));
        }
      }
      setBusy(false);
    })();
  };

  const update = (patch: Partial<OptionsFormValue>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    // A note says what was removed from the value shown: editing the field makes it stale.
    setUrlNotes((notes) => {
      const kept = { ...notes };
      for (const field of Object.keys(patch)) delete kept[field as keyof UrlNotes];
      return kept;
    });
  };

  const selectProfile = (id: string) => {
    if (dirty && !window.confirm(t('profile_discard'))) return;
    setStatus(null);
    setAlert(null);
    void load(id);
  };

  const removeProfile = () => {
    if (!saved || !window.confirm(t('profile_removeConfirm', form?.profileName || saved.linksBaseUrl)))
      return;
    const removed = saved;
    setBusy(true);
    void (async () => {
      const answer = await send('profiles.remove', { profileId: removed.profileId });
      if (answer.ok) {
        // Host access only this profile used goes back (a required one, as in e2e builds, stays).
        const origins = originsToRelease(removed, answer.value.profiles);
        if (origins.length > 0) await browser.permissions.remove({ origins }).catch(() => false);
        await load();
        setStatus(t('profile_removed'));
      } else {
        setAlert(errorText(answer.error));
      }
      setBusy(false);
    })();
  };

  const placeConnectionError = (error: ApiErrorData) => {
    const field = saved && connectionFieldOf(error, saved.analyticsBaseUrl === '');
    if (!field) return;
    const sentence = errorText(error);
    setFieldErrors((errors) => {
      const messages = errors[field] ?? [];
      return messages.includes(sentence) ? errors : { ...errors, [field]: [...messages, sentence] };
    });
  };

  return {
    saved,
    form,
    urlNotes,
    update,
    dirty,
    busy,
    fieldErrors,
    status,
    alert,
    lists,
    save,
    test,
    selectProfile,
    addProfile: () => selectProfile(crypto.randomUUID().slice(0, 8)),
    removeProfile,
    setStatus,
    setAlert,
    reload: () => void load(),
    placeConnectionError,
  };
}
