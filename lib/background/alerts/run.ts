/**
 * The alerts' check across profiles, what the alarm runs: for each profile with an alert on (and
 * "Show notifications" on), one check (check.ts), then what it found that was never said and
 * falls outside the quiet hours is shown and remembered in storage (stored-state.ts).
 */
import type { Api } from '../../api/types';
import { anyAlertOn, isQuietHour } from '../../shared/settings/alerts';
import type { Settings } from '../../shared/settings/schema';
import { checkProfile } from './check';
import type { Format, Notice } from './notices';
import { type AlertMemory, pruneMemory } from './stored-state';

export interface RunDeps {
  now: () => number;
  /** Every profile's settings. */
  profiles: () => Promise<Settings[]>;
  /** The profile's client; rejects when it cannot be used (no key, no access): the profile is skipped. */
  api: (settings: Settings) => Promise<Api>;
  readAlertState: (profileId: string) => Promise<AlertMemory>;
  writeAlertState: (profileId: string, memory: AlertMemory) => Promise<void>;
  show: (profileId: string, notice: Notice) => Promise<void>;
  format: Format;
}

/** Does any profile want alerts? (The alarm exists only then: wiring.ts.) */
export const wantsAlerts = (settings: Settings) => settings.notifications && anyAlertOn(settings.alerts);

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function runProfile(settings: Settings, deps: RunDeps): Promise<number> {
  const api = await deps.api(settings).catch(() => null);
  if (!api) return 0;
  const now = deps.now();
  const date = new Date(now);
  const memory = await deps.readAlertState(settings.profileId);
  const ctx = {
    settings,
    api,
    now,
    localHour: date.getHours(),
    localDay: localDay(date),
    memory,
    format: deps.format,
  };
  const notices = await checkProfile(ctx);
  let shown = 0;
  // In quiet hours nothing is shown nor remembered: what is still true after them is said then.
  if (!isQuietHour(settings.alerts.quietHours, ctx.localHour)) {
    for (const notice of notices) {
      if (memory.said[notice.cause] !== undefined) continue;
      memory.said[notice.cause] = now;
      await deps.show(settings.profileId, notice);
      shown++;
    }
  }
  await deps.writeAlertState(settings.profileId, pruneMemory(memory, now));
  return shown;
}

/** One check of every profile that wants alerts; resolves to how many notifications were shown. */
export async function runAlerts(deps: RunDeps): Promise<number> {
  let shown = 0;
  for (const settings of await deps.profiles()) {
    if (!wantsAlerts(settings)) continue;
    shown += await runProfile(settings, deps).catch((error: unknown) => {
      console.warn('Could not check the alerts', error);
      return 0;
    });
  }
  return shown;
}
