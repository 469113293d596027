/**
 * "Connect from this tab" in the popup: asks the worker whether the tab is on a links or
 * analytics server, and on the click asks that origin's host permission (first thing, inside
 * the gesture: browsers grant a request only there), then lets the worker read the key, test it
 * and save the profile.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ApiErrorData } from '../../../api/errors';
import { type ConnectOffer, SIGN_IN_PATH } from '../../../shared/connect';
import type { PublicSettings } from '../../../shared/settings/schema';
import { send } from '../../rpc';

export type ConnectView =
  | { step: 'checking' | 'none' }
  | { step: 'offer' | 'connecting' | 'signed-out' | 'denied'; origin: string }
  | { step: 'failed'; origin: string; error: ApiErrorData };

/** `https://sho.rt:8443` -> `https://sho.rt/*`: match patterns carry no port. */
export function originPermission(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

export const hostOf = (origin: string) => new URL(origin).host;

async function targetTabId(tabId: number | null): Promise<number | null> {
  if (tabId !== null) return tabId;
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active?.id ?? null;
}

const viewOf = (offer: ConnectOffer): ConnectView =>
  offer.state === 'none'
    ? { step: 'none' }
    : { step: offer.state === 'signed-in' ? 'offer' : 'signed-out', origin: offer.origin };

/** `tab`: the popup's web page tab (`tabId` null: the active one); null: nothing to offer. */
export function useConnect(
  tab: { tabId: number | null } | null,
  onConnected: (settings: PublicSettings, host: string) => void,
  profileId?: string,
) {
  const [view, setView] = useState<ConnectView>({ step: 'checking' });
  const [resolved, setResolved] = useState<number | null>(null);

  const tabId = tab ? tab.tabId : undefined;
  useEffect(() => {
    void (async () => {
      if (tabId === undefined) return setView({ step: 'none' });
      const id = await targetTabId(tabId).catch(() => null);
      if (id === null) return setView({ step: 'none' });
      setResolved(id);
      const answer = await send('connect.check', { tabId: id });
      setView(answer.ok && answer.value ? viewOf(answer.value) : { step: 'none' });
    })();
  }, [tabId]);

  const connect = (origin: string) => {
    if (resolved === null) return;
    const request = browser.permissions.request({ origins: [originPermission(origin)] }).catch(() => false);
    setView({ step: 'connecting', origin });
    void (async () => {
      if (!(await request)) return setView({ step: 'denied', origin });
      const answer = await send('connect.run', {
        tabId: resolved,
        origin,
        ...(profileId ? { profileId } : {}),
      });
      if (!answer.ok) return setView({ step: 'failed', origin, error: answer.error });
      if (answer.value.state === 'signed-out') return setView({ step: 'signed-out', origin });
      onConnected(answer.value.settings, hostOf(origin));
    })();
  };

  const signIn = (origin: string) => {
    if (resolved !== null) void browser.tabs.update(resolved, { url: `${origin}${SIGN_IN_PATH}` });
    window.close();
  };

  return { view, connect, signIn };
}

export type Connect = ReturnType<typeof useConnect>;
export const offered = (view: ConnectView) => view.step !== 'checking' && view.step !== 'none';
