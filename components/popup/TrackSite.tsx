import { useTrackSite } from '../../lib/pages/popup/use-track-site';
import { t } from '../../lib/shared/i18n';
import { unicodeHost } from '../../lib/shared/idn';
import { ErrorAlert } from '../ErrorAlert';
import { lazyComponent } from '../lazy-component';

// Its own chunk, loaded by this one: what it needs is listed here, not in popup.html's code.
const SiteStats = lazyComponent(() => import('./SiteStats').then((module) => module.SiteStats));

interface TrackSiteProps {
  /** The target tab's URL. */
  url: string;
}

/**
 * Track this site / Tracked: host. Loaded lazily by the popup after the form shows. Not a
 * role="status" (the popup's one status is the shorten outcome); aria-live announces the change
 * from the button to "Tracked" since the same region stays mounted.
 */
export function TrackSite({ url }: TrackSiteProps) {
  const site = useTrackSite(url);
  if (site.status === 'hidden' || site.status === 'checking') return null;
  const creating = site.status === 'creating';
  return (
    <section class="track-site" aria-live="polite">
      {site.status === 'tracked' ? (
        <p class="status">{t('popup_tracked_site', unicodeHost(site.host))}</p>
      ) : (
        <button type="button" disabled={creating} aria-busy={creating} onClick={() => void site.track()}>
          {creating ? t('popup_tracking_site') : t('popup_track_site')}
        </button>
      )}
      <ErrorAlert error={site.error} />
      {site.status === 'tracked' && site.id !== null && <SiteStats id={site.id} host={site.host} url={url} />}
    </section>
  );
}
