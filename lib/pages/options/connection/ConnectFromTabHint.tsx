import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../../shared/i18n';
import { CONNECT_NEXT_STORAGE_KEY } from '../../../shared/storage-keys';

/**
 * The way without typing, from Options: the popup opened on the server's own tab connects it.
 * Options cannot read another tab, so the button arms the next popup to offer it (it does so by
 * itself while nothing is connected) and says what to do.
 */
export function ConnectFromTabHint() {
  const [armed, setArmed] = useState(false);
  const arm = () => {
    void browser.storage.session.set({ [CONNECT_NEXT_STORAGE_KEY]: true }).then(() => setArmed(true));
  };
  return (
    <div class="connect-hint">
      <button type="button" onClick={arm}>
        {t('options_connectFromTab')}
      </button>
      {armed && (
        <p class="field-hint" role="status">
          {t('options_connectFromTabArmed')}
        </p>
      )}
    </div>
  );
}
