/**
 * The record a statistics view is about, asked first: a missing one is one message, not a 404
 * per card, and "All time" starts at its creation before anything is asked.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import type { StatsService } from '../../../api/stats/types';
import type { StatsSubject } from '../../../shared/protocol';
import type { Send } from '../send';

/** The record the view is about: known (maybe a saved copy), not found, or its lookup failed. */
export type SubjectState =
  | { status: 'loading' }
  | { status: 'ready'; subject: StatsSubject; savedAt: number | null }
  | { status: 'error'; error: ApiErrorData };

/**
 * The record's state, and whether the server has no statistics at all (`unsupported`, which
 * the series may also find out). `attempt` above 0 (Try again) asks the server anew.
 */
export function useStatsSubject(send: Send, service: StatsService, id: number, attempt: number) {
  const [subjectState, setSubjectState] = useState<SubjectState>({ status: 'loading' });
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    setSubjectState({ status: 'loading' });
    setUnsupported(false);
    let live = true;
    void send('stats.subject', { service, id, cache: attempt > 0 ? 'refresh' : 'use' }).then((result) => {
      if (!live) return;
      if (!result.ok) return setSubjectState({ status: 'error', error: result.error });
      const answer = result.value;
      if (!answer.supported || answer.data === null) return setUnsupported(true);
      const savedAt = 'stale' in answer && answer.stale ? answer.fetchedAt : null;
      setSubjectState({ status: 'ready', subject: answer.data, savedAt });
    });
    return () => {
      live = false;
    };
  }, [service, id, attempt]);
  return { subjectState, unsupported, setUnsupported };
}
