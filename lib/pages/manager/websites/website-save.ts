/**
 * What Save in the website dialog does with the form: nothing when a field needs fixing or
 * nothing changed, otherwise the one request to send (an edit sends only what changed).
 */
import type { FieldErrors } from '../../../api/errors';
import type { Website, WebsiteCreateInput, WebsiteUpdateInput } from '../../../api/schemas';
import {
  toWebsiteCreateInput,
  toWebsiteUpdateInput,
  validateWebsiteForm,
  type WebsiteFormValue,
} from './website-form';

export type WebsiteSave =
  /** Shown at the fields; nothing is sent. */
  | { kind: 'invalid'; errors: FieldErrors }
  /** An edit that changes nothing just closes: no request, no "Saved". */
  | { kind: 'unchanged' }
  | { kind: 'create'; input: WebsiteCreateInput }
  | { kind: 'update'; id: number; input: WebsiteUpdateInput };

/** `original` is the form as the dialog opened; `website` the record being edited (null: a new one). */
export function websiteSave(
  value: WebsiteFormValue,
  original: WebsiteFormValue,
  website: Website | null,
): WebsiteSave {
  const errors = validateWebsiteForm(value, website);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (!website) return { kind: 'create', input: toWebsiteCreateInput(value) };
  const input = toWebsiteUpdateInput(value, original);
  return Object.keys(input).length === 0 ? { kind: 'unchanged' } : { kind: 'update', id: website.id, input };
}
