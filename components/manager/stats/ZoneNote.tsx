import type { StatsClock } from '../../../lib/pages/stats/clock';
import { zoneLabel } from '../../../lib/pages/stats/clock';
import { t } from '../../../lib/shared/i18n';
import './zone-note.css';

/**
 * Says in which zone the view counts its days when it is not the browser's (issue 25): the
 * links service counts a click on its day in the account's zone, so "Today" may be the
 * browser's yesterday or tomorrow. Nothing when the zones agree or the account names none.
 */
export function ZoneNote({ clock }: { clock: StatsClock }) {
  if (!clock.ready || !clock.differsFromBrowser || !clock.timeZone) return null;
  return <p class="stats-zone-note">{t('stats_zoneNote', zoneLabel(clock.timeZone))}</p>;
}
