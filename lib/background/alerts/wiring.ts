/**
 * The alerts in the worker: one alarm while any profile wants alerts (none otherwise, so a
 * browser with every alert off never wakes the worker for them), its check, and the click on a
 * notification that opens what it is about. The listeners are registered at the worker's start
 * (MV3); the alarm is kept in step with the settings as they change, and checked when the
 * browser starts or the extension is installed or updated (not at each wake: nothing else moves it).
 */
import { browser } from 'wxt/browser';
import { uiLanguage } from '../../shared/format';
import { ALERT_KINDS } from '../../shared/settings/alerts';
import { SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { getApi } from '../api-clients';
import { activateProfile } from '../profile-actions';
import { readStored } from '../settings/store';
import { viewOf } from '../settings/views';
import { CHECK_EVERY_MINUTES } from './check';
import { formatIn, type Notice } from './notices';
import { type RunDeps, runAlerts, wantsAlerts } from './run';
import { readAlertState, writeAlertState } from './stored-state';

export const ALERTS_ALARM = 'alerts-check';
const PREFIX = 'alert|';

async function allProfiles() {
  const stored = await readStored();
  return stored.profiles.map((profile) => viewOf(stored, profile.id));
}

/** The alarm exists exactly while a profile wants alerts (at most one wake-up per period). */
export async function syncAlertsAlarm(): Promise<boolean> {
  const on = (await allProfiles()).some(wantsAlerts);
  const existing = await browser.alarms.get(ALERTS_ALARM);
  if (on && !existing)
    await browser.alarms.create(ALERTS_ALARM, { delayInMinutes: 1, periodInMinutes: CHECK_EVERY_MINUTES });
  if (!on && existing) await browser.alarms.clear(ALERTS_ALARM);
  return on;
}

/** The notification's id names the profile and the page its click opens. */
export const noticeId = (profileId: string, notice: Notice) =>
  `${PREFIX}${profileId}|${notice.path}|${notice.cause}`;

async function show(profileId: string, notice: Notice): Promise<void> {
  try {
    await browser.notifications.create(noticeId(profileId, notice), {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: notice.title,
      message: notice.message,
    });
  } catch (error) {
    console.warn('Could not show a notification', error);
  }
}

export const alertDeps = (): RunDeps => ({
  now: Date.now,
  profiles: allProfiles,
  api: (settings) => getApi({ services: ['links', 'websites'], settings }),
  readAlertState,
  writeAlertState,
  show,
  format: formatIn(uiLanguage()),
});

/** Opens what a clicked alert is about, in its profile. */
export async function openNotice(id: string): Promise<boolean> {
  if (!id.startsWith(PREFIX)) return false;
  const [profileId = '', path = '/manager.html'] = id.slice(PREFIX.length).split('|');
  await activateProfile(profileId);
  await browser.tabs.create({ url: browser.runtime.getURL(path as '/manager.html') });
  await browser.notifications.clear(id);
  return true;
}

/** Any alert on in a stored settings value, read without parsing it (storage.onChanged). */
function alertsOn(value: unknown): boolean {
  const raw = value as { notifications?: unknown; profiles?: Array<{ alerts?: Record<string, unknown> }> };
  if (raw?.notifications === false) return false;
  return (raw?.profiles ?? []).some((p) => ALERT_KINDS.some((kind) => p?.alerts?.[kind] === true));
}

const warn = (error: unknown) => console.warn('Could not schedule the alerts', error);

export function registerAlerts(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALERTS_ALARM) void runAlerts(alertDeps());
  });
  browser.notifications.onClicked.addListener((id) => void openNotice(id).catch(warn));
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SETTINGS_STORAGE_KEY];
    if (area !== 'local' || !change || alertsOn(change.oldValue) === alertsOn(change.newValue)) return;
    void syncAlertsAlarm().catch(warn);
  });
  browser.runtime.onStartup.addListener(() => void syncAlertsAlarm().catch(warn));
  browser.runtime.onInstalled.addListener(() => void syncAlertsAlarm().catch(warn));
}
