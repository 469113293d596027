/**
 * Copying a found link from the popup: the clipboard write, "Copied" on that result, and the
 * popup closing a moment later (the `closeAfterCopy` preference, on by default) so the user
 * can paste at once. The moment lets the user see that it worked.
 */
import { useState } from 'preact/hooks';
import type { FoundLink } from '../../shared/find-link/types';

export const CLOSE_DELAY_MS = 700;

export interface CopyOutcome {
  index: number;
  ok: boolean;
}

export function useCopyAndClose(closeAfterCopy: boolean, close: () => void = () => window.close()) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const copy = async (link: FoundLink, index: number) => {
    try {
      await navigator.clipboard.writeText(link.shortUrl);
    } catch {
      return setOutcome({ index, ok: false }); // The popup stays open: the user copies by hand.
    }
    setOutcome({ index, ok: true });
    if (closeAfterCopy) setTimeout(close, CLOSE_DELAY_MS);
  };
  return { copy, outcome, reset: () => setOutcome(null) };
}
