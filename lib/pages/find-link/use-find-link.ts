/**
 * The popup's "Find a link" state. The input lives in popup.html itself (present before any
 * script, so no keystroke is lost while this code loads); this hook listens to it. Each
 * keystroke shows local history matches at once; the server is asked once per settled query
 * (debounced) and its matches are merged in. Errors stay in the list: the shorten form is
 * never blocked by a search.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { matchHistory } from '../../shared/find-link/match';
import type { FoundLink, SearchIn } from '../../shared/find-link/types';
import type { HistoryEntry } from '../../shared/protocol';
import { isConfigured } from '../popup/boot';
import { send } from '../rpc';
import { getSettings, updateSettings } from '../settings-client';
import { activeIndex, findPreferences, shownResults } from './find-link-state';
import { type FindStatus, useServerSearch } from './use-server-search';

export type { FindStatus } from './use-server-search';

export interface FindLinkState {
  /** Null until the settings are read, false when the extension is not connected (no search then). */
  enabled: boolean | null;
  query: string;
  searchIn: SearchIn;
  setSearchIn: (searchIn: SearchIn) => void;
  results: FoundLink[];
  status: FindStatus;
  /** Index of the selected option (aria-activedescendant), -1 when there are no results. */
  active: number;
  setActive: (index: number) => void;
  closeAfterCopy: boolean;
}

export function useFindLink(input: HTMLInputElement): FindLinkState {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [query, setQuery] = useState(input.value);
  const [searchIn, setSearchInState] = useState<SearchIn>('title');
  const [closeAfterCopy, setCloseAfterCopy] = useState(true);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [active, setActive] = useState(0);
  const { server, status, ...search } = useServerSearch();

  const start = (text: string, field: SearchIn) => {
    setActive(0);
    search.start(text, field);
  };

  useEffect(() => {
    let live = true;
    void Promise.all([getSettings(), send('history.list', undefined)]).then(([settings, entries]) => {
      if (!live || !settings.ok) return;
      const connected = isConfigured(settings.value);
      setEnabled(connected);
      if (!connected) return;
      const { searchIn: field, closeAfterCopy } = findPreferences(settings.value);
      setSearchInState(field);
      setCloseAfterCopy(closeAfterCopy);
      if (entries.ok) setHistory(entries.value);
      // Typed while this code was loading: search it now.
      if (input.value.trim() !== '') start(input.value, field);
    });
    return () => {
      live = false;
      search.cancel();
    };
  }, []);

  // Registered once and reading the latest state through a ref: a listener re-registered by an
  // effect would miss keys typed between a render and that effect (Preact runs it a frame later).
  const current = useRef({ enabled, searchIn });
  current.current = { enabled, searchIn };
  useEffect(() => {
    const onInput = () => {
      setQuery(input.value);
      if (current.current.enabled === true) start(input.value, current.current.searchIn);
    };
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, [input]);

  const setSearchIn = (field: SearchIn) => {
    setSearchInState(field);
    void updateSettings({ searchIn: field }); // Remembered for the next popup; a lost write costs nothing.
    start(input.value, field);
  };

  const local = useMemo(() => matchHistory(history, query), [history, query]);
  const results = shownResults(local, server, query);

  return {
    enabled,
    query,
    searchIn,
    setSearchIn,
    results,
    status,
    active: activeIndex(active, results.length),
    setActive,
    closeAfterCopy,
  };
}
