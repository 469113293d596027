/**
 * The active profile's tracking code for the views that show it: read from
 * the settings once per mount (the analytics base URL, else the links one). `null` while it is
 * read; `code` '' when the profile has no server address at all; `error` when the background
 * could not answer (the view says so rather than show a wrong tag).
 */
import { useEffect, useState } from 'preact/hooks';
import type { TrackingCodeState } from '../../components/TrackingCode';
import type { Result } from '../shared/protocol';
import type { PublicSettings } from '../shared/settings/schema';
import { profileTrackingCode } from './tracking-code';

/** `send` (lib/pages/rpc.ts), or the manager's injected one: only `settings.get` is used. */
export type SettingsSend = (type: 'settings.get', input: undefined) => Promise<Result<PublicSettings>>;

export function useTrackingCode(send: SettingsSend): TrackingCodeState {
  const [state, setState] = useState<TrackingCodeState>(null);
  useEffect(() => {
    let live = true;
    void send('settings.get', undefined).then((answer) => {
      if (live) setState(answer.ok ? { code: profileTrackingCode(answer.value) } : { error: answer.error });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
