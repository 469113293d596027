import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ShortenResult } from '../../lib/protocol';
import { CopyButton } from '../CopyButton';

import { LazyQrCode } from './LazyQrCode';

interface ShortenResultViewProps {
  result: ShortenResult;
  autoCopied: boolean;
  sending: boolean;
  onCreateNew: () => void;
}

/** The short URL with Copy and QR code; for a reused link, the offer to create a new one. */
export function ShortenResultView({ result, autoCopied, sending, onCreateNew }: ShortenResultViewProps) {
  const [showQr, setShowQr] = useState(false);
  const shortUrl = result.link.shortUrl;
  return (
    <section class="result">
      <label for="short-url">{t('popup_shortUrl')}</label>
      <input id="short-url" readOnly value={shortUrl} onFocus={(event) => event.currentTarget.select()} />
      <div class="button-row">
        <CopyButton text={shortUrl} class="primary" />
        <button type="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {t('popup_qrCode')}
        </button>
      </div>
      <p role="status" class="status">
        {result.reused ? t('popup_reused') : autoCopied ? t('popup_autoCopied') : t('popup_created')}
      </p>
      {result.reused && (
        <button type="button" disabled={sending} onClick={onCreateNew}>
          {t('popup_createNew')}
        </button>
      )}
      {showQr && <LazyQrCode text={shortUrl} />}
    </section>
  );
}
