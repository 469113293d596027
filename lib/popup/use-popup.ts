/**
 * The popup's state and actions. The form shows as soon as the local reads are done; the
 * network (server lists, recent links) fills in afterwards without blocking anything.
 */
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { ApiErrorData } from '../api/errors';
import { type Capabilities, capabilitiesFromSettings } from '../capabilities';
import { type LinkFormValue, toCreateInput } from '../link-form';
import type { HistoryEntry, ServerLists, ShortenResult } from '../protocol';
import { send } from '../rpc';
import { bootPopup, draftWriter, isConfigured, type PopupBoot } from './boot';

export const RECENT_COUNT = 5;

export interface PopupState {
  boot: PopupBoot | null;
  /** Set when the background could not give the settings (the popup shows only this). */
  bootError: ApiErrorData | null;
  configured: boolean;
  capabilities: Capabilities | null;
  form: LinkFormValue | null;
  setForm: (value: LinkFormValue) => void;
  sending: boolean;
  error: ApiErrorData | null;
  result: ShortenResult | null;
  /** True once the short URL was copied automatically. */
  autoCopied: boolean;
  lists: ServerLists | null;
  recent: HistoryEntry[];
  shorten: (options?: { forceNew?: boolean }) => Promise<void>;
}

export function usePopup(search: string): PopupState {
  const [boot, setBoot] = useState<PopupBoot | null>(null);
  const [bootError, setBootError] = useState<ApiErrorData | null>(null);
  const [form, setFormState] = useState<LinkFormValue | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [result, setResult] = useState<ShortenResult | null>(null);
  const [autoCopied, setAutoCopied] = useState(false);
  const [lists, setLists] = useState<ServerLists | null>(null);
  const [recent, setRecent] = useState<HistoryEntry[]>([]);

  const configured = boot !== null && isConfigured(boot.settings);
  const tabUrl = boot?.tab.ok ? boot.tab.url : null;
  const drafts = useMemo(() => (tabUrl ? draftWriter(tabUrl) : null), [tabUrl]);

  const refreshRecent = async () => {
    const answer = await send('history.list', undefined);
    if (answer.ok) setRecent(answer.value.slice(0, RECENT_COUNT));
  };

  // A layout effect runs right after the first render, which main.tsx does as the page loads;
  // Preact runs a plain effect only after the next frame, which was ~10 ms of popup ready time.
  useLayoutEffect(() => {
    void bootPopup(search).then((answer) => {
      if (!answer.ok) {
        setBootError(answer.error);
        return;
      }
      const loaded = answer.value;
      setBoot(loaded);
      setFormState(loaded.form);
      if (!isConfigured(loaded.settings)) return;
      void refreshRecent();
      if (loaded.tab.ok) {
        void send('server.lists', undefined).then((lists) => lists.ok && setLists(lists.value));
      }
    });
  }, [search]);

  const setForm = (value: LinkFormValue) => {
    setFormState(value);
    void drafts?.save(value);
  };

  const shorten = async (options: { forceNew?: boolean } = {}) => {
    if (!form || !boot?.tab.ok || !configured || sending) return;
    setSending(true);
    setError(null);
    setAutoCopied(false);
    const answer = await send('shorten', {
      ...toCreateInput(form),
      ...(options.forceNew ? { forceNew: true } : {}),
    });
    setSending(false);
    if (!answer.ok) {
      // The form keeps every value as typed: only the error is shown.
      setError(answer.error);
      return;
    }
    setResult(answer.value);
    // Preact renders state changes in a microtask: waiting one task lets the short URL show
    // before the follow-ups below start their own messages (issue 7: shorten overhead).
    await new Promise((resolve) => setTimeout(resolve));
    void drafts?.clear();
    void refreshRecent();
    if (boot.settings.copyAutomatically) {
      try {
        await navigator.clipboard.writeText(answer.value.link.shortUrl);
        setAutoCopied(true);
      } catch {
        setAutoCopied(false); // The Copy button is still there.
      }
    }
  };

  return {
    boot,
    bootError,
    configured,
    capabilities: boot ? capabilitiesFromSettings(boot.settings) : null,
    form,
    setForm,
    sending,
    error,
    result,
    autoCopied,
    lists,
    recent,
    shorten,
  };
}
