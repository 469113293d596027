import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import type { PublicSettings } from '../../../shared/settings/schema';
import {
  listTrackedHosts,
  type TrackedHosts,
  type TrackedListShown,
  trackedListSource,
  trackedListStep,
} from './tracked-hosts';

/**
 * The tracked sites of Options' "Don't count my visits", in step with the saved settings
 * (`saved`, which the options page keeps current on Save and on every stored change): a key or
 * server saved after the list was read asks for it again, and a refusal shown for the old key
 * goes at once instead of staying under a "Settings saved." (trackedListStep says when).
 * Null while asking; nothing is asked for a profile that is not the active one.
 */
export function useTrackedHosts(saved: PublicSettings): TrackedHosts {
  const active = saved.profileId === saved.activeProfile;
  const [tracked, setTracked] = useState<TrackedHosts>(null);
  // Outlives renders: the answer in flight is checked against the latest ask and change.
  const shown = useRef<TrackedListShown & { turn: number; askAgainIfFails: boolean }>({
    source: null,
    tracked: null,
    turn: 0,
    askAgainIfFails: false,
  });

  useEffect(() => {
    const state = shown.current;
    const show = (value: TrackedHosts) => {
      state.tracked = value;
      setTracked(value);
    };
    const ask = (source: string) => {
      const turn = ++state.turn;
      Object.assign(state, { source, askAgainIfFails: false });
      show(null);
      // A failure the worker could not turn into an answer still ends in a message, not a spinner
      // (lib/api/errors' toApiErrorData would put that whole module in the popup's first chunk).
      void listTrackedHosts()
        .catch(
          (error: unknown): ApiErrorData => ({
            code: 'bad_response',
            message: `Unexpected error: ${String(error)}`,
          }),
        )
        .then((answer) => {
          if (turn !== state.turn) return; // Asked again meanwhile, or the section is gone.
          if (!Array.isArray(answer) && state.askAgainIfFails) ask(source);
          else show(answer);
        });
    };
    if (!active) return;
    const step = trackedListStep(state, saved);
    if (step === 'ask') ask(trackedListSource(saved));
    else if (step === 'ask-if-it-fails') state.askAgainIfFails = true;
  }, [saved, active]);

  useEffect(
    () => () => {
      shown.current.turn += 1; // Drops the answer in flight.
    },
    [],
  );

  return tracked;
}
