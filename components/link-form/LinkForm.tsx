import { useEffect, useId, useState } from 'preact/hooks';
import type { FieldErrors } from '../../lib/api/errors';
import { t } from '../../lib/shared/i18n';
import { hasExtraOptions, isExtraOptionField, type LinkFormValue } from '../../lib/shared/link-form';
import type { ServerLists } from '../../lib/shared/protocol';
import { Field } from '../Field';
import { lazyComponent } from '../lazy-component';
import { slashIsNotText } from '../slash-key';
import type { LinkFormCapabilities } from './capabilities';
import type { MoreOptionsProps } from './MoreOptions';
import { useFocusFirstError } from './use-focus-first-error';
import type { CampaignSend } from './use-stored-campaigns';

// Everything behind "More options" loads when first opened (or hovered): most links need only
// the URL, and the popup is ready sooner without it.
const MoreOptions = lazyComponent(() => import('./MoreOptions').then((module) => module.MoreOptions));

export interface LinkFormProps {
  value: LinkFormValue;
  onChange: (value: LinkFormValue) => void;
  /** Messages per normalized field name (`alias`, `targets.0.key`), from ApiErrorData.fields. */
  fieldErrors?: FieldErrors | undefined;
  capabilities: LinkFormCapabilities;
  /** Domains, spaces and pixels of the account (`server.lists`); null while unknown. */
  lists: ServerLists | null;
  mode: 'create' | 'edit';
  disabled?: boolean | undefined;
  /**
   * Focus Alias when the form shows (the popup, whose URL is the tab's; it opened with
   * nothing focused): Enter shortens, typing names the link. The browser's autofocus leaves alone
   * a focus the user already put somewhere (Find a link).
   */
  autoFocus?: boolean | undefined;
  /** The page's way to ask the worker (lib/pages/rpc.ts): the campaign fields read and keep presets with it. */
  send: CampaignSend;
}

const noErrors: FieldErrors = {};

/**
 * The link fields (the popup's and the manager's dialog). URL, Alias and Password are always
 * shown; everything else sits behind "More options", which opens by itself when it holds a
 * value or a field error, so nothing set or wrong is ever hidden.
 */
export function LinkForm({
  value,
  onChange,
  fieldErrors = noErrors,
  capabilities,
  lists,
  mode,
  disabled,
  autoFocus,
  send,
}: LinkFormProps) {
  const idBase = `link${useId().replace(/[^\w-]/g, '')}`;
  const fieldset = useFocusFirstError<HTMLFieldSetElement>(fieldErrors);
  const patch = (changes: Partial<LinkFormValue>) => onChange({ ...value, ...changes });

  return (
    // No maxLength on the text fields: the browser cut a pasted value silently (a 256-character
    // alias became another alias); the form's checks say "at most N characters" at the field
    // instead.
    <fieldset class="link-form" disabled={disabled} ref={fieldset}>
      <Field
        id={`${idBase}-url`}
        // Named: the popup's first module fills these before Preact loads (first-paint.ts).
        name="url"
        label={t('form_url')}
        type="url"
        required
        autoComplete="off"
        value={value.url}
        onValue={(url) => patch({ url })}
        errors={fieldErrors.url}
      />
      <Field
        id={`${idBase}-alias`}
        name="alias"
        label={t('form_alias')}
        pattern="[A-Za-z0-9_\-]+"
        autoComplete="off"
        autoFocus={autoFocus}
        spellcheck={false}
        // An alias cannot contain "/": in the empty focused Alias, "/" opens the popup's Find a link.
        {...slashIsNotText}
        value={value.alias}
        onValue={(alias) => patch({ alias })}
        errors={aliasErrors(value.alias, fieldErrors.alias)}
      />
      <Field
        id={`${idBase}-password`}
        name="password"
        label={t('form_password')}
        type="password"
        autoComplete="new-password"
        placeholder={mode === 'edit' ? t('form_passwordKeep') : undefined}
        value={value.password}
        onValue={(password) => patch({ password })}
        errors={fieldErrors.password}
      />
      <MoreOptionsDisclosure
        idBase={idBase}
        value={value}
        patch={patch}
        fieldErrors={fieldErrors}
        capabilities={capabilities}
        lists={lists}
        mode={mode}
        send={send}
      />
    </fieldset>
  );
}

/**
 * A "/" typed in the middle of an alias is said at once, as it is typed (the field keeps it): it
 * is the more exact word for what the format check would refuse, so it stands alone.
 */
function aliasErrors(alias: string, errors: string[] | undefined): string[] | undefined {
  return alias.includes('/') ? [t('form_aliasNoSlash')] : errors;
}

/**
 * The "More options" button and the fields behind it. It opens by itself when it holds a value
 * or a field error, so nothing set or wrong is ever hidden.
 */
function MoreOptionsDisclosure(props: MoreOptionsProps) {
  const { idBase, value, fieldErrors } = props;
  const [open, setOpen] = useState(() => hasExtraOptions(value));
  const extraError = Object.keys(fieldErrors).some(isExtraOptionField);
  useEffect(() => {
    if (extraError) setOpen(true);
  }, [extraError, fieldErrors]);

  const sectionId = `${idBase}-more`;
  return (
    <>
      <button
        type="button"
        class="disclosure"
        aria-expanded={open}
        aria-controls={sectionId}
        onClick={() => setOpen(!open)}
        onPointerEnter={MoreOptions.preload}
        onFocus={MoreOptions.preload}
      >
        {t('form_moreOptions')}
      </button>
      <div id={sectionId} class="more-options" hidden={!open}>
        {open && <MoreOptions {...props} />}
      </div>
    </>
  );
}
