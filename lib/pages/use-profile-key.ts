import { useRef } from 'preact/hooks';

/**
 * A number that changes each time the active profile changes, but not when the settings first
 * arrive: keyed with it, a view reloads its lists on a switch without loading them twice at
 * start (once before the settings answer, once after).
 */
export function useProfileKey(activeProfile: string | undefined): number {
  const state = useRef<{ profile: string | undefined; key: number }>({ profile: undefined, key: 0 });
  const seen = state.current;
  if (activeProfile !== undefined && activeProfile !== seen.profile) {
    if (seen.profile !== undefined) seen.key += 1;
    seen.profile = activeProfile;
  }
  return seen.key;
}
