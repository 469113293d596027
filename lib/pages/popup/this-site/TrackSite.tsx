import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { lazyComponent } from '../../../../components/lazy-component';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import { useTrackSite } from './use-track-site';
import './track-site.css';

// Its own chunk, loaded by this one: what it needs is listed here, not in popup.html's code.
const SiteStats = lazyComponent(() => import('./SiteStats').then((module) => module.SiteStats));
// the tracking code's own chunk, loaded when it is opened.
const TrackingCodePanel = lazyComponent(() =>
  import('./TrackingCodePanel').then((module) => module.TrackingCodePanel),
);

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
  const tracked = site.status === 'tracked';
  const stats = tracked && site.id !== null && <SiteStats id={site.id} host={site.host} url={url} />;
  // A site tracked before: its numbers first, what the first screen holds (600 px in Chrome); the
  // tracking code is looked up far less often. Tracked by this click: the tag comes first.
  const statsFirst = tracked && !site.created;
  return (
    <section class={statsFirst ? 'track-site track-site-stats-first' : 'track-site'} aria-live="polite">
      {statsFirst && stats}
      {tracked ? (
        <p class="status">{t('popup_tracked_site', unicodeHost(site.host))}</p>
      ) : (
        <button type="button" disabled={creating} aria-busy={creating} onClick={() => void site.track()}>
          {creating ? t('popup_tracking_site') : t('popup_track_site')}
        </button>
      )}
      <ErrorAlert error={site.error} />
      {tracked && <TrackingCodeDetails open={site.created} />}
      {!statsFirst && stats}
    </section>
  );
}

/**
 * The tag the site needs: open right after Track this site, a closed
 * disclosure for a site tracked before (its code loads only once opened). Not announced by the
 * section's live region: "Tracked" is, and the tag read aloud character by character is noise.
 */
function TrackingCodeDetails({ open: openAtFirst }: { open: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <details
      class="tracking-code-details"
      aria-live="off"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('trackingCode_title')}</summary>
      {open && <TrackingCodePanel />}
    </details>
  );
}
