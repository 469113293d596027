import type { InputHTMLAttributes, PartialInputHTMLAttributes } from 'preact';
import { FieldMessages } from './FieldMessages';
import { fieldAria } from './field-aria';

type NativeInputProps = Omit<
  PartialInputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onInput' | 'label' | 'role' | 'list'
>;

export interface FieldProps extends NativeInputProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Server or local messages for this field: shown under it and tied with aria-describedby. */
  errors?: string[] | undefined;
  hint?: string | undefined;
  hintIsWarning?: boolean | undefined;
  /** The id of a datalist whose values the input offers (campaign values used before). */
  list?: string | undefined;
}

/** A labelled text-like input with its hint and errors. */
export function Field({ id, label, value, onValue, errors, hint, hintIsWarning, ...inputProps }: FieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        // Preact's input typing ties `role` to `type` per variant; the props are a plain pass-through.
        {...(inputProps as InputHTMLAttributes<HTMLInputElement>)}
        {...fieldAria(id, errors, Boolean(hint))}
        value={value}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <FieldMessages id={id} hint={hint} hintIsWarning={hintIsWarning} errors={errors} />
    </div>
  );
}
