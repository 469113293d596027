/**
 * "Track this site": is the tab's website tracked by the analytics service, and adding it on
 * request. Optional next to shortening, so a failed check hides the offer instead of showing an
 * error (no analytics service, no access to it, offline); only the user's own click reports one.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import { send } from '../../rpc';
import { bareHost, siteOrigin } from './site-host';

export type TrackStatus = 'checking' | 'hidden' | 'untracked' | 'creating' | 'tracked';

export interface TrackSiteState {
  status: TrackStatus;
  /** The bare host shown as tracked (the server's record once known). */
  host: string;
  /** The tracked website's id (its statistics), once known. */
  id: number | null;
  /** Tracked by the user's click in this popup (the tracking code is shown open then). */
  created: boolean;
  /** The failure of the last click on Track this site. */
  error: ApiErrorData | null;
  track: () => Promise<void>;
}

export function useTrackSite(url: string): TrackSiteState {
  const host = bareHost(url);
  const [status, setStatus] = useState<TrackStatus>(host ? 'checking' : 'hidden');
  const [trackedHost, setTrackedHost] = useState(host ?? '');
  const [id, setId] = useState<number | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [created, setCreated] = useState(false);
  // Refs, not state: a double click lands before the re-render that disables the button.
  const creating = useRef(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    setStatus(host ? 'checking' : 'hidden');
    setError(null);
    if (host) {
      void send('websites.findByHost', { host }).then((answer) => {
        if (!live.current) return;
        if (!answer.ok) return setStatus('hidden');
        if (answer.value) {
          setTrackedHost(answer.value.host || host);
          setId(answer.value.id);
        }
        setStatus(answer.value ? 'tracked' : 'untracked');
      });
    }
    return () => {
      live.current = false;
    };
  }, [host]);

  const track = async () => {
    const origin = siteOrigin(url);
    if (!origin || !host || creating.current) return;
    creating.current = true;
    setStatus('creating');
    setError(null);
    // A write: sent once per click, never retried (lib/api does not retry POSTs either).
    const answer = await send('websites.create', { url: origin });
    creating.current = false;
    if (!live.current) return;
    if (!answer.ok) {
      setError(answer.error);
      return setStatus('untracked');
    }
    setTrackedHost(answer.value.host || host);
    setId(answer.value.id);
    setCreated(true);
    setStatus('tracked');
  };

  return { status, host: trackedHost, id, created, error, track };
}
