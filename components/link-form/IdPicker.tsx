import type { NamedRef } from '../../lib/api/schemas';
import { t } from '../../lib/shared/i18n';
import { Field } from '../Field';
import { SelectField } from '../SelectField';

interface IdPickerProps {
  id: string;
  label: string;
  /** The id as a string; '' = none (the server's default). */
  value: string;
  onValue: (value: string) => void;
  /** The server's list (`server.lists`), or null when the server has none: then a numeric input. */
  options: NamedRef[] | null;
  errors?: string[] | undefined;
}

/** Picks a domain or space by name when the server lists them, else takes a numeric id. */
export function IdPicker({ id, label, value, onValue, options, errors }: IdPickerProps) {
  if (!options) {
    return (
      <Field
        id={id}
        label={label}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={value}
        onValue={onValue}
        errors={errors}
      />
    );
  }
  const choices = [
    { value: '', label: t('form_idDefault') },
    ...options.map((option) => ({ value: String(option.id), label: option.name })),
  ];
  // An id the list does not hold (stale draft, record from another account view) stays visible.
  if (value !== '' && !choices.some((choice) => choice.value === value)) {
    choices.push({ value, label: t('form_idUnknown', value) });
  }
  return (
    <SelectField id={id} label={label} value={value} options={choices} onValue={onValue} errors={errors} />
  );
}
