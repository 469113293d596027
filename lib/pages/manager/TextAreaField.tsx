import { FieldMessages } from '../../../components/FieldMessages';
import { fieldAria } from '../../../components/field-aria';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  errors?: string[] | undefined;
  hint?: string | undefined;
  rows?: number;
}

/** A labelled textarea with its hint and errors, tied like the shared Field. */
export function TextAreaField({ id, label, value, onValue, errors, hint, rows = 4 }: TextAreaFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea
        {...fieldAria(id, errors, Boolean(hint))}
        rows={rows}
        spellcheck={false}
        value={value}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
