import { PLATFORMS, type TargetsType } from '../../lib/api/enums';
import type { FieldErrors } from '../../lib/api/errors';
import { type MessageKey, t } from '../../lib/shared/i18n';
import type { TargetRowValue } from '../../lib/shared/link-form';
import { Field } from '../Field';
import { SelectField } from '../SelectField';
import './targets-editor.css';

interface TargetsEditorProps {
  idBase: string;
  type: TargetsType;
  rows: TargetRowValue[];
  /** The types this server supports (capabilities.ts). */
  types: readonly TargetsType[];
  onChange: (patch: { targetsType?: TargetsType; targets?: TargetRowValue[] }) => void;
  fieldErrors: FieldErrors;
}

const keyHints: Partial<Record<TargetsType, MessageKey>> = {
  countries: 'form_targetKeyHint_countries',
  languages: 'form_targetKeyHint_languages',
};

/** Targeting: one type, then rows of key (country, platform, ...) -> destination URL. */
export function TargetsEditor({ idBase, type, rows, types, onChange, fieldErrors }: TargetsEditorProps) {
  // A type the server does not support (a draft from another server) stays selectable, so it shows.
  const available = types.includes(type) ? types : [...types, type];
  const setRow = (index: number, patch: Partial<TargetRowValue>) =>
    onChange({ targets: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const changeType = (next: TargetsType) =>
    onChange({
      targetsType: next,
      targets: next !== 'none' && rows.length === 0 ? [{ key: '', value: '' }] : rows,
    });
  const hasKey = type !== 'rotations';

  return (
    <div class="targets-editor">
      <SelectField
        id={`${idBase}-targets-type`}
        label={t('form_targetsType')}
        value={type}
        options={available.map((value) => ({ value, label: t(`form_targets_${value}`) }))}
        onValue={(value) => changeType(value as TargetsType)}
        errors={fieldErrors.targetsType ?? fieldErrors.targets}
      />
      {type !== 'none' && (
        <>
          {rows.map((row, index) => {
            const n = String(index + 1);
            const rowId = `${idBase}-target-${index}`;
            const keyErrors = fieldErrors[`targets.${index}.key`];
            const keyHint = keyHints[type];
            return (
              // Rows have no identity but their position; the inputs are controlled, so reuse is safe.
              <div class="target-row" key={index}>
                {hasKey &&
                  (type === 'operating_systems' ? (
                    <SelectField
                      id={`${rowId}-key`}
                      label={t('form_targetKey', n)}
                      value={row.key}
                      options={[{ value: '', label: '' }, ...PLATFORMS.map((p) => ({ value: p, label: p }))]}
                      onValue={(key) => setRow(index, { key })}
                      errors={keyErrors}
                    />
                  ) : (
                    <Field
                      id={`${rowId}-key`}
                      label={t('form_targetKey', n)}
                      placeholder={keyHint ? t(keyHint) : undefined}
                      value={row.key}
                      onValue={(key) => setRow(index, { key })}
                      errors={keyErrors}
                    />
                  ))}
                <Field
                  id={`${rowId}-value`}
                  label={t('form_targetValue', n)}
                  type="url"
                  value={row.value}
                  onValue={(value) => setRow(index, { value })}
                  errors={fieldErrors[`targets.${index}.value`]}
                />
                <button
                  type="button"
                  class="button-small"
                  onClick={() => onChange({ targets: rows.filter((_, i) => i !== index) })}
                >
                  {t('form_targetRemove', n)}
                </button>
              </div>
            );
          })}
          <button
            type="button"
            class="button-small"
            onClick={() => onChange({ targets: [...rows, { key: '', value: '' }] })}
          >
            {t('form_targetAdd')}
          </button>
        </>
      )}
    </div>
  );
}
