/**
 * The alerts' check across profiles, what the alarm runs: one check at a time (lease.ts); for
 * each profile with an alert on (and "Show notifications" on), one check (check.ts), then what it
 * found that was never said and falls outside the quiet hours is remembered in storage
 * (stored-state.ts), then shown.
 */
import type { Api } from '../../api/types';
import { profileLabel } from '../../shared/profiles';
import { anyAlertOn, isQuietHour } from '../../shared/settings/alerts';
import type { Settings } from '../../shared/settings/schema';
import { checkProfile } from './check';
import { type Format, inProfile, type Notice } from './notices';
import { type AlertState, pruneAlertState } from './stored-state';

export interface RunDeps {
  now: () => number;
  /** Every profile's settings. */
  profiles: () => Promise<Settings[]>;
  /** The profile's client; rejects when it cannot be used (no key, no access): the profile is skipped. */
  api: (settings: Settings) => Promise<Api>;
  readAlertState: (profileId: string) => Promise<AlertState>;
  writeAlertState: (profileId: string, state: AlertState) => Promise<void>;
  show: (profileId: string, notice: Notice) => Promise<void>;
  format: Format;
  /** Takes the one check's lease for `owner`; false: another check holds it (lease.ts). */
  takeLease: (owner: string, now: number) => Promise<boolean>;
  releaseLease: (owner: string) => Promise<void>;
}

/** Does any profile want alerts? (The alarm exists only then: wiring.ts.) */
export const wantsAlerts = (settings: Settings) => settings.notifications && anyAlertOn(settings.alerts);

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** `several`: the user has more than one profile, so each notice names its own. */
async function runProfile(settings: Settings, deps: RunDeps, several: boolean): Promise<number> {
  const api = await deps.api(settings).catch(() => null);
  if (!api) return 0;
  const now = deps.now();
  const date = new Date(now);
  const state = await deps.readAlertState(settings.profileId);
  const localHour = date.getHours();
  const quiet = isQuietHour(settings.alerts.quietHours, localHour);
  const ctx = { settings, api, now, localHour, localDay: localDay(date), quiet, state, format: deps.format };
  const notices = await checkProfile(ctx);
  const { profileName, linksBaseUrl, profileId } = settings;
  const name = several ? profileLabel({ name: profileName, linksBaseUrl }, profileId) : null;
  let shown = 0;
  // In quiet hours nothing is shown nor remembered: what is still true after them is said then.
  for (const notice of quiet ? [] : notices) {
    if (state.said[notice.cause] !== undefined) continue;
    // Remembered before it is shown: a worker stopped between the two never says it again.
    // One that then fails to show (the browser refuses it) is lost; saying it a second time
    // on every later check would be worse, and the next cause is said as usual.
    state.said[notice.cause] = now;
    await deps.writeAlertState(settings.profileId, pruneAlertState(state, now));
    await deps.show(settings.profileId, name ? inProfile(notice, name) : notice);
    shown++;
  }
  await deps.writeAlertState(settings.profileId, pruneAlertState(state, now));
  return shown;
}

/**
 * One check of every profile that wants alerts; resolves to how many notifications were shown
 * (0 when another check still runs: the alarm comes again).
 */
export async function runAlerts(deps: RunDeps): Promise<number> {
  const owner = crypto.randomUUID();
  if (!(await deps.takeLease(owner, deps.now()))) return 0;
  try {
    let shown = 0;
    const profiles = await deps.profiles();
    for (const settings of profiles) {
      if (!wantsAlerts(settings)) continue;
      shown += await runProfile(settings, deps, profiles.length > 1).catch((error: unknown) => {
        console.warn('Could not check the alerts', error);
        return 0;
      });
    }
    return shown;
  } finally {
    await deps.releaseLease(owner);
  }
}
