import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';

const openOptions = () => void browser.runtime.openOptionsPage();

/**
 * Opened once, on the first install (lib/background/welcome.ts): what the extension does, and
 * the two ways to connect it: from the server's own tab, or by typing the key and address.
 */
export function WelcomePage() {
  useEffect(() => {
    document.title = t('welcome_title');
  }, []);
  return (
    <main class="welcome">
      <h1>{t('welcome_title')}</h1>
      <ul class="welcome-does">
        <li>{t('welcome_doesShorten')}</li>
        <li>{t('welcome_doesFind')}</li>
        <li>{t('welcome_doesStats')}</li>
      </ul>
      <section aria-labelledby="welcome-connect">
        <h2 id="welcome-connect">{t('welcome_connectTitle')}</h2>
        <ol>
          <li>{t('welcome_connectStep1')}</li>
          <li>{t('welcome_connectStep2')}</li>
          <li>{t('welcome_connectStep3')}</li>
        </ol>
      </section>
      <section aria-labelledby="welcome-type">
        <h2 id="welcome-type">{t('welcome_typeTitle')}</h2>
        <p>{t('welcome_typeText')}</p>
        <button type="button" class="primary" onClick={openOptions}>
          {t('popup_openOptions')}
        </button>
      </section>
    </main>
  );
}
