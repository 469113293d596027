import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/shared/i18n';
import './copy-button.css';

interface CopyButtonProps {
  text: string;
  /** The accessible name; "Copy" by default (the manager uses "Copy <alias>"). */
  label?: string | undefined;
  /** Visible text when it differs from the accessible name. */
  children?: ComponentChildren;
  class?: string | undefined;
}

/**
 * Copies from the page itself (a click is a user gesture, so the clipboard API is allowed). The
 * button's name never changes, so a second click finds it again; the outcome is announced
 * politely beside it.
 */
export function CopyButton({ text, label, children, class: className }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const name = label ?? t('popup_copy');
  return (
    <span class="copy-button">
      <button type="button" class={className} aria-label={children ? name : undefined} onClick={copy}>
        {children ?? name}
      </button>
      <span class="copy-outcome" aria-live="polite">
        {outcome === 'copied' ? t('popup_copied') : outcome === 'failed' ? t('popup_copyFailed') : ''}
      </span>
    </span>
  );
}
