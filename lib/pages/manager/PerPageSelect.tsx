import { SelectField } from '../../../components/SelectField';
import { t } from '../../shared/i18n';
import { PER_PAGE_OPTIONS } from './hash-state';

const options = PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));

export function PerPageSelect({
  id,
  value,
  onValue,
}: {
  id: string;
  value: number;
  onValue: (n: number) => void;
}) {
  return (
    <SelectField
      id={id}
      label={t('manager_perPage')}
      value={String(value)}
      options={options}
      onValue={(text) => onValue(Number(text))}
    />
  );
}
