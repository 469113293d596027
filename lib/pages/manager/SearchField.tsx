import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';

interface SearchFieldProps {
  id: string;
  value: string;
  onSearch: (value: string) => void;
}

const DEBOUNCE_MS = 350;

/**
 * The Search input: searches after a pause in typing, or at once on Enter. It follows the
 * hash when that changes from outside (Back), without clobbering what is being typed.
 */
export function SearchField({ id, value, onSearch }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pending search runs with the props of its time, not of the keystroke: onSearch merges the
  // text into the view's state, and a stale one put back the Search by or Per page chosen during
  // the pause.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    if (text !== latest.current.value) latest.current.onSearch(text);
  };
  return (
    <div class="field field-search">
      <label for={id}>{t('manager_search')}</label>
      <input
        id={id}
        type="search"
        value={draft}
        onInput={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
    </div>
  );
}
