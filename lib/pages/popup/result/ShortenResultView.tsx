import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { lazyComponent } from '../../../../components/lazy-component';
import { t } from '../../../shared/i18n';
import type { ShortenResult } from '../../../shared/protocol';
import { openStatsTab } from '../../manager/stats/route';
import { openLinkInManager } from '../open-in-manager';
import { LazyQrCode } from './LazyQrCode';
import './result.css';

// Only for a link with campaign parameters: its own chunk.
const CampaignResult = lazyComponent(() =>
  import('./CampaignResult').then((module) => module.CampaignResult),
);

interface ShortenResultViewProps {
  result: ShortenResult;
  autoCopied: boolean;
  sending: boolean;
  onCreateNew: () => void;
  onAnother: () => void;
  /** Shown on opening: the tab is this link's short URL (nothing was asked to be shortened). */
  tabIsLink?: boolean;
}

/**
 * The short URL, large and selectable, with Copy first (focused: Enter or Space copies it again),
 * then QR code and Shorten another; for a reused link, the offer to create a new one. The status
 * line says what happened last: created (and copied), reused, then each Copy's outcome.
 */
export function ShortenResultView({
  result,
  autoCopied,
  sending,
  onCreateNew,
  onAnother,
  tabIsLink = false,
}: ShortenResultViewProps) {
  const [showQr, setShowQr] = useState(false);
  // The outcome of the last Copy click, said in the status line (not beside the button, where
  // it would push Shorten another onto a new line).
  const [copied, setCopied] = useState<'popup_copied' | 'popup_copyFailed' | null>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const output = useRef<HTMLTextAreaElement>(null);
  useEffect(() => copyButton.current?.focus(), []);
  const shortUrl = result.link.shortUrl;
  // A text area as tall as the URL: a one-line input scrolled a long alias out of sight
  // ("http://127.0.0.1:8790/a-very-lo").
  useLayoutEffect(() => {
    const box = output.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [shortUrl]);
  const copy = () =>
    navigator.clipboard.writeText(shortUrl).then(
      () => setCopied('popup_copied'),
      () => setCopied('popup_copyFailed'),
    );
  const status = copied
    ? t(copied)
    : tabIsLink
      ? t('popup_tabIsLink')
      : result.alreadyShort
        ? t('popup_alreadyShort')
        : result.reused
          ? t('popup_reused')
          : autoCopied
            ? t('popup_autoCopied')
            : t('popup_created');
  return (
    <section class="result">
      <label for="short-url">{t('popup_shortUrl')}</label>
      <textarea
        id="short-url"
        ref={output}
        class="short-url-output"
        rows={1}
        readOnly
        spellcheck={false}
        value={shortUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p role="status" class={copied === 'popup_copyFailed' ? 'status failed' : 'status'}>
        {status}
      </p>
      {/* Whoever opens it is asked for the password: said where the link is handed out. */}
      {result.link.hasPassword && <p class="password-note">{t('popup_passwordProtected')}</p>}
      <div class="button-row">
        <button type="button" class="primary" ref={copyButton} onClick={copy}>
          {t('popup_copy')}
        </button>
        <button type="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {t('popup_qrCode')}
        </button>
        <button
          type="button"
          aria-label={t('stats_named', result.link.alias)}
          onClick={() => openStatsTab('links', result.link.id, '30d')}
        >
          {t('stats_title')}
        </button>
        <button type="button" class="another" onClick={onAnother}>
          {t('popup_shortenAnother')}
        </button>
      </div>
      {/* The tab's URL was this link's short URL: edit it, never a new link of it. */}
      {result.alreadyShort && (
        <button type="button" class="link-button" onClick={() => openLinkInManager(result.link.alias)}>
          {t('popup_editInManager')}
        </button>
      )}
      {result.reused && !result.alreadyShort && (
        <button type="button" class="link-button" disabled={sending} onClick={onCreateNew}>
          {t('popup_createNew')}
        </button>
      )}
      {/utm_/.test(result.link.url) && <CampaignResult result={result} />}
      {showQr && <LazyQrCode text={shortUrl} />}
    </section>
  );
}
