import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { PublicSettings } from '../../../shared/settings/schema';
import { CONNECT_NEXT_STORAGE_KEY } from '../../../shared/storage-keys';
import { ConnectFromTab } from './ConnectFromTab';
import { useConnect } from './use-connect';

interface ConnectNextProps {
  tab: { tabId: number | null };
  onConnected: (settings: PublicSettings, host: string) => void;
}

/**
 * Options' "Connect from a server's tab" armed this popup: while a profile is connected already,
 * it still offers to connect the tab's server (as another profile, or a new key for its own).
 */
export function ConnectNext({ tab, onConnected }: ConnectNextProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    void browser.storage.session
      .get(CONNECT_NEXT_STORAGE_KEY)
      .then((items) => setArmed(items[CONNECT_NEXT_STORAGE_KEY] === true));
  }, []);
  return armed ? <ArmedOffer tab={tab} onConnected={onConnected} /> : null;
}

function ArmedOffer({ tab, onConnected }: ConnectNextProps) {
  const connect = useConnect(tab, (settings, host) => {
    void browser.storage.session.remove(CONNECT_NEXT_STORAGE_KEY);
    onConnected(settings, host);
  });
  return <ConnectFromTab {...connect} />;
}
