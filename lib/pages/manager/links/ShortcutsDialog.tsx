import { t } from '../../../shared/i18n';
import { Dialog } from '../Dialog';
import { SHORTCUT_KEYS } from './shortcuts';

/** The list the `?` key opens: every shortcut of the links view and what it does. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('manager_shortcuts')} onClose={onClose} class="shortcuts-dialog">
      <dl class="shortcuts">
        {SHORTCUT_KEYS.map(([key, shortcut]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`manager_shortcut_${shortcut}`)}</dd>
          </div>
        ))}
      </dl>
      <div class="dialog-actions">
        <button type="button" data-autofocus onClick={onClose}>
          {t('manager_close')}
        </button>
      </div>
    </Dialog>
  );
}
