/**
 * The account's clock for a statistics view: asks the worker once which zone the
 * service counts days in (answered from storage.session after the first view of a session), and
 * gives "today" and the hour there. Not ready until then, so the view never asks a range in the
 * browser's day and then again in the account's.
 */
import { useEffect, useState } from 'preact/hooks';
import type { StatsService } from '../../../api/stats/types';
import { askZone, clockOf, type SendZone, type StatsClock } from '../../stats/clock';

export function useStatsClock(send: SendZone, service: StatsService): StatsClock {
  const [known, setKnown] = useState<{ service: StatsService; timeZone: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    void askZone(send, service).then((timeZone) => {
      // The same answer keeps the same state: no render (and no new question) for nothing.
      if (current)
        setKnown((known) =>
          known?.service === service && known.timeZone === timeZone ? known : { service, timeZone },
        );
    });
    return () => {
      current = false;
    };
  }, [send, service]);
  const ready = known?.service === service;
  return clockOf(service, ready ? known.timeZone : null, ready);
}
