import { render } from 'preact';
import { t } from '../../shared/i18n';
import type { PublicSettings } from '../../shared/settings/schema';
import { ProfileSwitcher } from '../ProfileSwitcher';
import './popup-header.css';

/**
 * What the popup's header holds: the product, the server it talks to, and the ways to the
 * manager and the settings. Plain links (target _blank opens a tab from the popup in Chrome and
 * Firefox), no extension API. Loaded after the form (Popup.tsx): the header box is in the first
 * paint at its full height, so nothing moves when this fills it. With two or more profiles the
 * Profile select takes the host's place: the chosen profile names the server.
 */
export function PopupHeader({ settings }: { settings: PublicSettings | null }) {
  // The host is what tells two servers apart; the scheme and any path are noise here.
  const host = settings?.linksBaseUrl.replace(/^\w+:\/\/|\/.*$/g, '');
  const settingsName = t('popup_settings');
  return (
    <>
      <img src="/icon/32.png" alt="" width="20" height="20" />
      <div class="server">
        <h1>{t('extName')}</h1>
        {settings?.profiles[1] ? (
          <ProfileSwitcher settings={settings} />
        ) : (
          <span class="server-host">{host}</span>
        )}
      </div>
      {/* Not before a connection is saved: the manager would have nothing to show. */}
      {settings?.apiKeyHint && settings.linksBaseUrl && (
        <a href="/manager.html" target="_blank" rel="noopener">
          {t('popup_openManager')}
        </a>
      )}
      {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the gear is decoration. */}
      <a
        href="/options.html"
        target="_blank"
        class="icon-link"
        aria-label={settingsName}
        title={settingsName}
        rel="noopener"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2" />
        </svg>
      </a>
    </>
  );
}

/** The settings the header shows: once known, a later call with none never empties it. */
let shown: PublicSettings | null = null;

/**
 * Fills popup.html's header box, which sits before "Find a link" so Tab reaches it first.
 * Popup.tsx calls this before and after the settings arrive, each call through its own
 * dynamic import; the first one waits for the header's stylesheet and may resolve last, so it
 * must not put back the empty header of before the settings.
 */
export function mountHeader(settings: PublicSettings | null): void {
  shown = settings ?? shown;
  render(<PopupHeader settings={shown} />, document.getElementById('popup-header')!);
}
