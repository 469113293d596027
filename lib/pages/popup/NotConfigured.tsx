import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { PublicSettings } from '../../shared/settings/schema';
import { ConnectFromTab } from './connect/ConnectFromTab';
import { offered, useConnect } from './connect/use-connect';

const openOptions = () => {
  void browser.runtime.openOptionsPage();
  window.close();
};

interface NotConfiguredProps {
  /** The tab the popup is for, when it is a web page: it may be the user's server. */
  tab: { tabId: number | null } | null;
  onConnected: (settings: PublicSettings, host: string) => void;
}

/**
 * Shown instead of the form until an API key and a links base URL are saved: connect from the
 * server's own tab when the popup is opened on one, else type them in the settings.
 */
export function NotConfigured({ tab, onConnected }: NotConfiguredProps) {
  const connect = useConnect(tab, onConnected);
  return (
    // Busy while the tab's server is being checked: the offer, if any, comes then.
    <section class="not-configured" aria-busy={connect.view.step === 'checking'}>
      <ConnectFromTab {...connect} />
      <p>{t('popup_notConfigured')}</p>
      <button type="button" class={offered(connect.view) ? undefined : 'primary'} onClick={openOptions}>
        {t('popup_openOptions')}
      </button>
    </section>
  );
}
