/**
 * The options page's state (options-reducer.ts) and actions (options-actions.ts), wired to the
 * page: loading, the settings watcher, the leave warning and the confirmations.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { connectionFieldOf } from './connection/connection-outcome';
import * as actions from './options-actions';
import { isDirty, type OptionsFormValue } from './options-form';
import { INITIAL_OPTIONS, type OptionsView, optionsReducer } from './options-reducer';
import { watchProfileSettings } from './profiles/profile-settings';

export type { UrlNotes } from './options-reducer';

export interface OptionsState extends OptionsView {
  update: (patch: Partial<OptionsFormValue>) => void;
  dirty: boolean;
  save: () => void;
  test: () => void;
  /** Sends the saved key to the new origins asked about, then runs the Save or Test held back. */
  agreeToSendKey: () => void;
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

/** Asks before the page is left with unsaved edits. */
function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Older Chromium asks only when returnValue is set.
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

export function useOptions(): OptionsState {
  const [state, dispatch] = useReducer(optionsReducer, INITIAL_OPTIONS);
  const { form, saved } = state;
  // The profile shown, for the settings watcher (which outlives renders).
  const shown = useRef<string | undefined>(undefined);
  const load = (profileId?: string) => actions.loadProfile(dispatch, shown, profileId);

  useEffect(() => {
    void load();
    // The detected dialect changes in the background: keep the saved view current, not the form.
    return watchProfileSettings(
      (settings) => dispatch({ type: 'savedChanged', settings }),
      () => shown.current,
    );
  }, []);

  const dirty = form !== null && saved !== null && isDirty(form, saved);
  useLeaveWarning(dirty);

  const selectProfile = (id: string) => {
    if (dirty && !window.confirm(t('profile_discard'))) return;
    dispatch({ type: 'show', status: null, alert: null });
    void load(id);
  };

  return {
    ...state,
    update: (patch) => dispatch({ type: 'edited', patch }),
    dirty,
    save: () => actions.save(state, dispatch),
    test: () => actions.test(state, dispatch),
    agreeToSendKey: () => actions.agreeToSendKey(state, dispatch),
    selectProfile,
    addProfile: () => selectProfile(crypto.randomUUID().slice(0, 8)),
    removeProfile: () => {
      if (!saved || !window.confirm(t('profile_removeConfirm', form?.profileName || saved.linksBaseUrl)))
        return;
      void actions.removeProfile(saved, dispatch, load);
    },
    setStatus: (status) => dispatch({ type: 'show', status }),
    setAlert: (alert) => dispatch({ type: 'show', alert }),
    reload: () => void load(),
    placeConnectionError: (error) => {
      const field = saved && connectionFieldOf(error, saved.analyticsBaseUrl === '');
      if (field) dispatch({ type: 'connectionError', field, sentence: errorText(error) });
    },
  };
}
