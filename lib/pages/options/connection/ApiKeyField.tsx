import { useState } from 'preact/hooks';
import { FieldMessages } from '../../../../components/FieldMessages';
import { fieldAria } from '../../../../components/field-aria';
import { t } from '../../../shared/i18n';

interface ApiKeyFieldProps {
  value: string;
  onValue: (value: string) => void;
  /** The saved key's hint (`••••3f9a`), or null when none is saved. */
  savedHint: string | null;
  errors?: string[] | undefined;
  /** The organization's policy gives the key of this locked profile: shown by its hint, not typed over. */
  locked?: boolean | undefined;
}

/** The API key: a password input, empty on load (the saved key is never shown back). */
export function ApiKeyField({ value, onValue, savedHint, errors, locked = false }: ApiKeyFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = 'api-key';
  return (
    <div class="field">
      <label for={id}>{t('options_apiKey')}</label>
      <div class="input-with-button">
        <input
          // Preact types `type` per literal; both variants take the same attributes here.
          type={(visible ? 'text' : 'password') as 'text'}
          {...fieldAria(id, errors, savedHint !== null)}
          value={value}
          autoComplete="off"
          spellcheck={false}
          placeholder={savedHint ? t('options_apiKeySaved', savedHint) : t('options_apiKeyNone')}
          readOnly={locked}
          onInput={(event) => onValue(event.currentTarget.value)}
        />
        {/* Nothing to show in a field that cannot be typed in. */}
        {!locked && (
          <button
            type="button"
            class="button-small"
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {t('options_showKey')}
          </button>
        )}
      </div>
      {/* The placeholder holds only the hint: the way to keep the key, a sentence, is a line that
          wraps (in German it was cut in the placeholder at any width). */}
      <FieldMessages id={id} hint={keyHint(savedHint, locked)} errors={errors} />
    </div>
  );
}

/** Under the field: the policy sets the key, or how to keep the one saved, or nothing. */
function keyHint(savedHint: string | null, locked: boolean): string | undefined {
  if (locked) return t('options_apiKeyManaged');
  return savedHint ? t('options_apiKeyKeep') : undefined;
}
