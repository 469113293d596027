/**
 * Find a link's server search: asked once per settled query (debounced), its matches kept with
 * the query they answer. Errors stay in the list's status: the shorten form is never blocked by a
 * search.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import type { SearchIn } from '../../shared/find-link/types';
import { send } from '../rpc';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';
import type { ServerMatches } from './find-link-state';

export type FindStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done' }
  | { kind: 'local-only' }
  | { kind: 'error'; error: ApiErrorData };

export function useServerSearch() {
  const [server, setServer] = useState<ServerMatches | null>(null);
  const [status, setStatus] = useState<FindStatus>({ kind: 'idle' });
  // The query the latest server request was for: older answers arriving late are dropped.
  const latest = useRef('');

  const search = useMemo(
    () =>
      debounce(async ({ text, field }: { text: string; field: SearchIn }) => {
        latest.current = `${field}:${text}`;
        const answer = await send('findLinks', { query: text, searchIn: field });
        if (latest.current !== `${field}:${text}`) return;
        if (!answer.ok) return setStatus({ kind: 'error', error: answer.error });
        setServer({ query: text, links: answer.value.links });
        setStatus({ kind: answer.value.localOnly ? 'local-only' : 'done' });
      }, SEARCH_DEBOUNCE_MS),
    [],
  );

  /** Searches `text` once typing settles; an empty query stops the search and forgets its matches. */
  const start = (text: string, field: SearchIn) => {
    if (text.trim() === '') {
      search.cancel();
      latest.current = '';
      setServer(null);
      return setStatus({ kind: 'idle' });
    }
    setStatus({ kind: 'searching' });
    search.run({ text: text.trim(), field });
  };

  return { server, status, start, cancel: search.cancel };
}
