/**
 * One call per settled input: `run(value)` restarts the wait, and only the last value of a
 * burst reaches `fn`, `ms` after the last call. The popup's search sends one list request per
 * settled query instead of one per keystroke (a server allows ~60 a minute).
 */
export interface Debounced<T> {
  run(value: T): void;
  /** Drops a pending call (the popup closes, the query is cleared). */
  cancel(): void;
}

export const SEARCH_DEBOUNCE_MS = 250;

export function debounce<T>(fn: (value: T) => void, ms: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    run(value) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        fn(value);
      }, ms);
    },
    cancel,
  };
}
