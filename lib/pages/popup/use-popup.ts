/**
 * The popup's state and actions. The form shows as soon as the local reads are done (the tab and
 * its draft); the settings, asked of the background at the same moment, follow a few
 * milliseconds later, and the network (server lists, recent links) fills in afterwards.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import { RECENT_COUNT } from '../../shared/find-link/types';
import { emptyLinkForm, type LinkFormValue } from '../../shared/link-form';
import type { HistoryEntry, ServerLists, ShortenResult } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { type Capabilities, capabilitiesFor, capabilitiesFromSettings } from '../capabilities';
import { send } from '../rpc';
import { getSettings } from '../settings-client';
import { draftWriter, isConfigured, type PopupBoot } from './boot';
import { useShorten } from './use-shorten';

export { RECENT_COUNT } from '../../shared/find-link/types';

export interface PopupState {
  boot: PopupBoot;
  /** The settings once the background answered (the profile switcher reads the profiles). */
  settings: PublicSettings | null;
  /** Set when the background could not give the settings (the popup shows only this). */
  bootError: ApiErrorData | null;
  /** False once the settings say the extension is not connected; true while they are on their way. */
  configured: boolean;
  capabilities: Capabilities;
  form: LinkFormValue;
  setForm: (value: LinkFormValue) => void;
  sending: boolean;
  error: ApiErrorData | null;
  result: ShortenResult | null;
  /** True once the short URL was copied automatically. */
  autoCopied: boolean;
  lists: ServerLists | null;
  recent: HistoryEntry[];
  shorten: (options?: { forceNew?: boolean }) => Promise<void>;
  /** Back from the result to an empty form for the tab ("Shorten another"). */
  another: () => void;
  /** Set by "Connect from this tab": the server just connected to (the popup says so once). */
  connectedTo: string | null;
  /** "Connect from this tab" saved a profile: the popup goes on with it. */
  connected: (settings: PublicSettings, host: string) => void;
  /** The tab is one of the user's own short links, shown as a result on opening. */
  tabIsLink: boolean;
}

/**
 * `boot`: the tab and form, read by the popup's first module before Preact loaded (
 * Preact hydrates the form it filled).
 */
export function usePopup(boot: PopupBoot): PopupState {
  // Asked during the first render: the popup's one message to the background at start-up.
  const [settingsRead] = useState(getSettings);
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  const [bootError, setBootError] = useState<ApiErrorData | null>(null);
  const [form, setFormState] = useState<LinkFormValue>(boot.form);
  const [lists, setLists] = useState<ServerLists | null>(null);
  const [recent, setRecent] = useState<HistoryEntry[]>([]);
  const [connectedTo, setConnectedTo] = useState<string | null>(null);

  // Settings still on their way count as configured, so the form does not wait for the
  // background's answer (a message round trip of 8–17 ms measured: popup ready). The
  // price: before the first key is saved, the form shows for those milliseconds, then gives way
  // to "Connect the extension". A click meanwhile is safe: the background checks the settings.
  const configured = settings === null || isConfigured(settings);
  const tabUrl = boot.tab.ok ? boot.tab.url : null;
  const drafts = useMemo(() => (tabUrl ? draftWriter(tabUrl) : null), [tabUrl]);

  // At open (`check`), the saved links are checked with the server first: a link deleted or
  // renamed since never shows as it was, not even for a moment.
  const refreshRecent = async (check?: true) => {
    const answer = await send('history.list', check ? { check } : undefined);
    if (answer.ok) setRecent(answer.value.slice(0, RECENT_COUNT));
  };

  // A layout effect runs right after the first render (main.tsx's hydration); Preact runs a plain
  // effect only after the next frame, which was ~10 ms of popup ready time.
  useLayoutEffect(() => {
    void settingsRead.then((answer) => {
      if (!answer.ok) return setBootError(answer.error);
      setSettings(answer.value);
      if (isConfigured(answer.value)) void refreshRecent(true);
    });
  }, []);

  // The account's domains, spaces and pixels (More options), once known to be connected and
  // with a tab to shorten.
  const wantsLists = settings !== null && configured && tabUrl !== null;
  useEffect(() => {
    if (wantsLists) void send('server.lists', undefined).then((lists) => lists.ok && setLists(lists.value));
  }, [wantsLists]);

  const { setResult, ...shortening } = useShorten({
    canShorten: boot.tab.ok && configured,
    form,
    tabUrl,
    drafts,
    settingsRead,
    onShortened: () => refreshRecent(),
  });

  // The tab is one of the user's own short links: said on opening, with Copy and Statistics,
  // rather than a form that offers to shorten it (only Shorten told it before).
  const [tabIsLink, setTabIsLink] = useState(false);
  const ready = settings !== null && configured;
  useEffect(() => {
    if (!ready || tabUrl === null) return;
    void send('links.recognize', { url: tabUrl }).then((answer) => {
      if (!answer.ok || answer.value?.kind !== 'link') return;
      const link = answer.value.link;
      setTabIsLink(true);
      setResult((shown) => shown ?? { link, reused: true, alreadyShort: true });
    });
  }, [ready, tabUrl]);

  const setForm = (value: LinkFormValue) => {
    setFormState(value);
    void drafts?.save(value);
  };

  return {
    boot,
    settings,
    bootError,
    configured,
    // Unknown yet: the classic set. Only More options reads them, and it loads its own chunk
    // first; it shows the right fields once the settings arrive.
    capabilities: settings ? capabilitiesFromSettings(settings) : capabilitiesFor(null),
    form,
    setForm,
    lists,
    recent,
    ...shortening,
    tabIsLink,
    another: () => {
      setTabIsLink(false);
      setResult(null);
      setFormState(emptyLinkForm(tabUrl ?? ''));
    },
    connectedTo,
    connected: (next, host) => {
      setSettings(next);
      setConnectedTo(host);
      void refreshRecent();
    },
  };
}
