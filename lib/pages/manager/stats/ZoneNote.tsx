import { t } from '../../../shared/i18n';
import type { StatsClock } from '../../stats/clock';
import { zoneLabel } from '../../stats/clock';
import './zone-note.css';

/**
 * Says whose days the view counts: a website's are the analytics server's clock
 * (UTC), which never converts, so its "Today" may be the browser's yesterday or tomorrow; a
 * link's are the account's zone, when the account names one. Nothing when the account names none
 * (the browser's days) or while the zone is not known.
 */
export function ZoneNote({ clock }: { clock: StatsClock }) {
  if (!clock.ready || !clock.timeZone) return null;
  const label = zoneLabel(clock.timeZone);
  return (
    <p class="stats-zone-note">
      {clock.days === 'server' ? t('stats_zoneNoteServer', label) : t('stats_zoneNote', label)}
    </p>
  );
}
