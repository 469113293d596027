/**
 * The active profile's tracking code for the views that show it (issue 27, point 2): read from
 * the settings once per mount (the analytics base URL, else the links one). `null` while it is
 * read or when the background cannot answer (the views then show nothing rather than a wrong
 * tag); '' when the profile has no server address at all.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../shared/protocol';
import type { PublicSettings } from '../shared/settings/schema';
import { profileTrackingCode } from '../shared/tracking-code';

/** `send` (lib/pages/rpc.ts), or the manager's injected one: only `settings.get` is used. */
export type SettingsSend = (type: 'settings.get', input: undefined) => Promise<Result<PublicSettings>>;

export function useTrackingCode(send: SettingsSend, enabled = true): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void send('settings.get', undefined).then((answer) => {
      if (live && answer.ok) setCode(profileTrackingCode(answer.value));
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return code;
}
