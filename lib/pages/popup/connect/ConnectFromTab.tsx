import { ErrorAlert } from '../../../../components/ErrorAlert';
import { t } from '../../../shared/i18n';
import { type Connect, hostOf } from './use-connect';

/**
 * The offer to connect to the server the tab is on, in one click; nothing on any other page.
 * Signed out there: says so, with the server's sign-in page one click away.
 */
export function ConnectFromTab({ view, connect, signIn }: Connect) {
  if (!('origin' in view)) return null;
  const { origin } = view;
  const host = hostOf(origin);
  if (view.step === 'signed-out') {
    return (
      <div class="connect-offer">
        <p role="status">{t('popup_connectSignedOut', host)}</p>
        <button type="button" class="primary" onClick={() => signIn(origin)}>
          {t('popup_connectSignIn')}
        </button>
      </div>
    );
  }
  const busy = view.step === 'connecting';
  return (
    <div class="connect-offer">
      <p>{t('popup_connectOffer', host)}</p>
      <button type="button" class="primary" disabled={busy} onClick={() => connect(origin)}>
        {t('popup_connectButton', host)}
      </button>
      <p role="status">{busy ? t('popup_connecting', host) : ''}</p>
      <ErrorAlert
        error={
          view.step === 'denied' ? t('popup_connectDenied', host) : view.step === 'failed' ? view.error : null
        }
      />
    </div>
  );
}
