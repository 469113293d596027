/**
 * The popup's Shorten: the request, its error or result, and what follows a result (the draft
 * cleared, the recent links refreshed, the short URL copied when the settings ask for it).
 */
import { useState } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import { t } from '../../shared/i18n';
import { type LinkFormValue, toCreateInput } from '../../shared/link-form';
import type { Result, ShortenResult } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';
import type { draftWriter } from './boot';

export interface ShortenContext {
  /** False without a tab to shorten or while the extension is known not to be connected. */
  canShorten: boolean;
  form: LinkFormValue;
  /** The tab's URL: a URL typed in its place is what an unsupported address is about. */
  tabUrl: string | null;
  drafts: ReturnType<typeof draftWriter> | null;
  /** The settings' first answer (asked as the popup opened). */
  settingsRead: Promise<Result<PublicSettings>>;
  onShortened: () => unknown;
}

export function useShorten({ canShorten, form, tabUrl, drafts, settingsRead, onShortened }: ShortenContext) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [result, setResult] = useState<ShortenResult | null>(null);
  const [autoCopied, setAutoCopied] = useState(false);

  const shorten = async (options: { forceNew?: boolean } = {}) => {
    if (!canShorten || sending) return;
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
      setError(typedUrlError(answer.error, form.url.trim() !== tabUrl));
      return;
    }
    setResult(answer.value);
    // Preact renders state changes in a microtask: waiting one task lets the short URL show
    // before the follow-ups below start their own messages (shorten overhead).
    await new Promise((resolve) => setTimeout(resolve));
    void drafts?.clear();
    void onShortened();
    // The settings' answer, not the state: the click may have come before it did.
    const current = await settingsRead;
    if (current.ok && current.value.copyAutomatically) {
      try {
        await navigator.clipboard.writeText(answer.value.link.shortUrl);
        setAutoCopied(true);
      } catch {
        setAutoCopied(false); // The Copy button is still there.
      }
    }
  };

  return { sending, error, result, autoCopied, shorten, setResult };
}

/**
 * An address that cannot be shortened (ftp:, file:) was typed, not the tab's: the sentence is
 * about what was typed, at the URL field ("This page can't be shortened" spoke of the tab).
 */
function typedUrlError(error: ApiErrorData, typed: boolean): ApiErrorData {
  if (error.code !== 'unsupported_url' || !typed) return error;
  return { code: 'validation', message: '', fields: { url: [t('popup_urlNotWeb')] } };
}
