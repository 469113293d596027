import { fieldMessageText } from '../lib/shared/error-text';
import { errorId, hintId } from './field-aria';

interface FieldMessagesProps {
  /** The id of the input the messages belong to. */
  id: string;
  hint?: string | undefined;
  /** Shows the hint as a warning (plain http): still a description, never an error. */
  hintIsWarning?: boolean | undefined;
  errors?: string[] | undefined;
}

/** The hint and the error lines under an input; their ids match fieldAria(). */
export function FieldMessages({ id, hint, hintIsWarning, errors }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <small id={hintId(id)} class={hintIsWarning ? 'field-hint warning' : 'field-hint'}>
          {hint}
        </small>
      )}
      {errors && errors.length > 0 && (
        <small id={errorId(id)} class="field-error">
          {[...new Set(errors.map(fieldMessageText))].join(' ')}
        </small>
      )}
    </>
  );
}
