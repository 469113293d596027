import { homepage } from '../../../package.json';
import { t } from '../../shared/i18n';

/** The privacy policy: PRIVACY.md in the repository named by package.json's `homepage`. */
export const PRIVACY_POLICY_URL = `${homepage}/blob/main/PRIVACY.md`;

/** The options page's footer link to the privacy policy (opens the repository's PRIVACY.md). */
export function PrivacyLink() {
  return (
    <footer class="options-footer">
      <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer">
        {t('options_privacy')}
      </a>
    </footer>
  );
}
