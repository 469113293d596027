import { t, tCount } from '../../../shared/i18n';
import type { BulkAction } from './bulk';

interface BulkBarProps {
  count: number;
  canDisable: boolean;
  onRun: (action: BulkAction) => void;
  /** Downloads the selected rows as CSV (Export CSV took every link). */
  onExport: () => void;
  onClear: () => void;
}

/** The actions on the selected rows; shown while something is selected. */
export function BulkBar({ count, canDisable, onRun, onExport, onClear }: BulkBarProps) {
  return (
    <fieldset class="bulk-bar">
      <legend>{tCount('manager_selectedCount', count)}</legend>
      <button type="button" class="danger" onClick={() => onRun('delete')}>
        {t('manager_bulkDelete')}
      </button>
      {canDisable && (
        <>
          <button type="button" onClick={() => onRun('disable')}>
            {t('manager_bulkDisable')}
          </button>
          <button type="button" onClick={() => onRun('enable')}>
            {t('manager_bulkEnable')}
          </button>
        </>
      )}
      <button type="button" onClick={onExport}>
        {t('manager_exportSelected')}
      </button>
      <button type="button" onClick={onClear}>
        {t('manager_bulkClear')}
      </button>
    </fieldset>
  );
}
