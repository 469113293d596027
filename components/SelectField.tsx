import { FieldMessages } from './FieldMessages';
import { fieldAria } from './field-aria';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
  errors?: string[] | undefined;
  hint?: string | undefined;
}

export function SelectField({ id, label, value, options, onValue, errors, hint }: SelectFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        {...fieldAria(id, errors, Boolean(hint))}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
