/**
 * Keeps the browser's declarativeNetRequest dynamic rules in step with "Don't count my visits"
 * of every profile: at each worker start and whenever the settings change (a switch,
 * a profile added or removed, a server changed, a site tracked). The rules live in the browser,
 * not in the worker, so they keep working while the worker sleeps.
 */
import { type Browser, browser } from 'wxt/browser';
import { excludedHosts } from '../../shared/exclude-visits';
import { createTurns } from '../../shared/in-turn';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { afterStart } from '../after-start';
import { readStored } from '../settings/store';
import { viewOf } from '../settings/views';
import { buildRules, type ExcludeTarget, planUpdate } from './rules';

const browserName = import.meta.env.FIREFOX ? 'firefox' : 'chrome';

/** Every profile's excluded sites, with the analytics server each belongs to. */
export async function excludeTargets(): Promise<ExcludeTarget[]> {
  const stored = await readStored();
  return stored.profiles.map((profile) => {
    const view = viewOf(stored, profile.id);
    return { analyticsBaseUrl: effectiveAnalyticsUrl(view), hosts: excludedHosts(view.excludeVisits) };
  });
}

/** One sync at a time: two quick changes must not interleave their read and write. */
const turn = createTurns();

/** Writes the rules the settings ask for; nothing when the browser already holds them. */
export function syncExcludeRules(): Promise<void> {
  return turn(async () => {
    const dnr = browser.declarativeNetRequest;
    const wanted = buildRules(await excludeTargets(), browserName);
    const plan = planUpdate(await dnr.getDynamicRules(), wanted);
    // Our Rule is the part we write; Firefox's `beacon` type is missing from Chrome's types.
    if (plan) await dnr.updateDynamicRules(plan as Browser.declarativeNetRequest.UpdateRuleOptions);
  });
}

const report = (error: unknown) =>
  console.warn('Could not update the rules of "Don\'t count my visits"', error);

/**
 * Called once per worker start (entrypoints/background): the settings' changes are watched at
 * once; the check that the browser's rules match them waits until the event that woke the
 * worker has gone (after-start.ts): the rules live in the browser meanwhile.
 */
export function watchExcludeVisits(): void {
  afterStart(() => void syncExcludeRules().catch(report));
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && SETTINGS_STORAGE_KEY in changes) syncExcludeRules().catch(report);
  });
}
