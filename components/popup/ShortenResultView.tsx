import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ShortenResult } from '../../lib/protocol';
import { CopyButton } from '../CopyButton';
import { LazyQrCode } from './LazyQrCode';
import './result.css';

interface ShortenResultViewProps {
  result: ShortenResult;
  autoCopied: boolean;
  sending: boolean;
  onCreateNew: () => void;
  onAnother: () => void;
}

/**
 * The short URL, large and selectable, with Copy first (focused: Enter or Space copies it again),
 * then QR code and Shorten another; for a reused link, the offer to create a new one.
 */
export function ShortenResultView({
  result,
  autoCopied,
  sending,
  onCreateNew,
  onAnother,
}: ShortenResultViewProps) {
  const [showQr, setShowQr] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  const shortUrl = result.link.shortUrl;
  return (
    <section class="result">
      <label for="short-url">{t('popup_shortUrl')}</label>
      <input
        id="short-url"
        class="short-url-output"
        readOnly
        value={shortUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p role="status" class="status">
        {result.reused ? t('popup_reused') : autoCopied ? t('popup_autoCopied') : t('popup_created')}
      </p>
      <div class="button-row" ref={actions}>
        <CopyButton text={shortUrl} class="primary" />
        <button type="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {t('popup_qrCode')}
        </button>
        <button type="button" class="another" onClick={onAnother}>
          {t('popup_shortenAnother')}
        </button>
      </div>
      {result.reused && (
        <button type="button" class="link-button" disabled={sending} onClick={onCreateNew}>
          {t('popup_createNew')}
        </button>
      )}
      {showQr && <LazyQrCode text={shortUrl} />}
    </section>
  );
}
