import { FieldMessages } from './FieldMessages';
import { fieldAria } from './field-aria';

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  errors?: string[] | undefined;
  hint?: string | undefined;
}

export function CheckboxField({ id, label, checked, onChecked, errors, hint }: CheckboxFieldProps) {
  return (
    <div class="field field-checkbox">
      <input
        type="checkbox"
        {...fieldAria(id, errors, Boolean(hint))}
        checked={checked}
        onChange={(event) => onChecked(event.currentTarget.checked)}
      />
      <label for={id}>{label}</label>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
