import type { NamedRef } from '../../lib/api/schemas';
import { t } from '../../lib/shared/i18n';
import { Field } from '../Field';
import { FieldMessages } from '../FieldMessages';
import { fieldAria } from '../field-aria';

interface PixelPickerProps {
  id: string;
  value: string[];
  onValue: (value: string[]) => void;
  options: NamedRef[] | null;
  errors?: string[] | undefined;
}

/** Checkboxes when the server lists its pixels, else a comma-separated list of ids. */
export function PixelPicker({ id, value, onValue, options, errors }: PixelPickerProps) {
  if (!options) {
    return (
      <Field
        id={id}
        label={t('form_pixels')}
        hint={t('form_pixelIdsHint')}
        inputMode="numeric"
        // Split without trimming so the text round-trips exactly as typed.
        value={value.join(',')}
        onValue={(text) => onValue(text === '' ? [] : text.split(','))}
        errors={errors}
      />
    );
  }
  const toggle = (pixelId: string, on: boolean) =>
    onValue(on ? [...value, pixelId] : value.filter((other) => other !== pixelId));
  const aria = fieldAria(id, errors);
  return (
    <fieldset
      class="field pixel-picker"
      id={id}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      <legend>{t('form_pixels')}</legend>
      {options.map((pixel) => {
        const pixelId = String(pixel.id);
        return (
          <label key={pixelId} class="field-checkbox">
            <input
              type="checkbox"
              checked={value.includes(pixelId)}
              onChange={(event) => toggle(pixelId, event.currentTarget.checked)}
            />
            {pixel.name}
          </label>
        );
      })}
      <FieldMessages id={id} errors={errors} />
    </fieldset>
  );
}
