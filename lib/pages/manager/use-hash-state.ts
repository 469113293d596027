import { useCallback, useEffect, useState } from 'preact/hooks';
import { formatHash, type HashState, parseHash } from './hash-state';

export type Navigate = (next: HashState, options?: { replace?: boolean }) => void;

/**
 * The view's state, read from and written to location.hash. A filter change adds a history
 * entry (Back undoes it); typing in Search replaces the entry instead of adding one per key.
 */
export function useHashState(): [HashState, Navigate] {
  const [state, setState] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const onHashChange = () => setState(parseHash(location.hash));
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);
  const navigate = useCallback<Navigate>((next, options) => {
    const hash = formatHash(next);
    if (hash === location.hash || (hash === '#links' && location.hash === '')) return setState(next);
    if (options?.replace) history.replaceState(history.state, '', hash);
    else history.pushState(history.state, '', hash);
    // pushState and replaceState fire no hashchange: update here.
    setState(next);
  }, []);
  return [state, navigate];
}
