import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';

const openOptions = () => {
  void browser.runtime.openOptionsPage();
  window.close();
};

/** Shown instead of the form until an API key and a links base URL are saved. */
export function NotConfigured() {
  return (
    <section class="not-configured">
      <p>{t('popup_notConfigured')}</p>
      <button type="button" class="primary" onClick={openOptions}>
        {t('popup_openOptions')}
      </button>
    </section>
  );
}
