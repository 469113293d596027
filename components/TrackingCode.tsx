import { useId } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';
import { t } from '../lib/shared/i18n';
import { CopyButton } from './CopyButton';
import { ErrorAlert } from './ErrorAlert';
import './tracking-code.css';

/**
 * The tag (built by the page, lib/pages/tracking-code.ts; '' without a server address), or why it
 * is unknown; null while it is read.
 */
export type TrackingCodeState = { code: string } | { error: ApiErrorData } | null;

interface TrackingCodeProps {
  state: NonNullable<TrackingCodeState>;
}

/**
 * The tracking code a website needs, shared by the popup and the manager:
 * what to do with it, the tag itself (monospace, wrapped without cutting, one click selects it
 * all) and Copy, which says Copied beside it.
 */
export function TrackingCode({ state }: TrackingCodeProps) {
  const hintId = `tracking-code-hint${useId().replace(/[^\w-]/g, '')}`;
  if ('error' in state) return <ErrorAlert error={state.error} />;
  const { code } = state;
  if (code === '') return <p class="tracking-code-hint">{t('trackingCode_missing')}</p>;
  return (
    <div class="tracking-code">
      <p class="tracking-code-hint" id={hintId}>
        {t('trackingCode_hint')}
      </p>
      <pre class="tracking-code-text" aria-describedby={hintId}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={t('trackingCode_copy')} class="button-small">
        {t('popup_copy')}
      </CopyButton>
    </div>
  );
}
