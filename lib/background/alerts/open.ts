/**
 * What the click on an alert opens: its view, in the alert's profile, and only a page of the
 * extension's own (notifications/open-page.ts). A statistics view shows another profile's
 * record with the active profile left as it is (the address names the profile), so the next
 * shortcut or menu shorten still goes where the user set it to. The other views (a link's edit
 * dialog, the lists, Options) show the active profile's records: for an alert of another
 * profile, that profile becomes the active one, and a notification says so.
 */
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import { profileLabel } from '../../shared/profiles';
import { allowedPage, openAllowedPage } from '../notifications/open-page';
import { notify } from '../notifications/show';
import { activateProfile } from '../profile-actions';
import { readStored } from '../settings/store';

const STATS_VIEW = /^\/manager\.html#(links|websites)\/\d+\/stats(\?|$)/;

/** The statistics view `page` of the profile `id` (manager/stats/route.ts reads `profile`). */
const statsOfProfile = (page: string, id: string) =>
  `${page}${page.includes('?') ? '&' : '?'}${new URLSearchParams({ profile: id })}`;

export async function openAlert(data: Record<string, string>, id: string): Promise<boolean> {
  await browser.notifications.clear(id);
  const page = allowedPage(data.open ?? '');
  if (page === null) return false;
  const stored = await readStored();
  const profile = stored.profiles.find((each) => each.id === data.profile);
  if (!profile || profile.id === stored.activeProfile) return openAllowedPage(page);
  if (STATS_VIEW.test(page)) return openAllowedPage(statsOfProfile(page, profile.id));
  await activateProfile(profile.id);
  const name = profileLabel(profile, profile.id);
  await notify(t('alert_profileSwitched_title', name), t('alert_profileSwitched', name));
  return openAllowedPage(page);
}
