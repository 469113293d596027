/** The link dialog's decisions that need no browser: the form it opens with and a short URL's refusal. */
import type { ApiErrorData } from '../../../api/errors';
import type { Link } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { emptyLinkForm, type LinkFormValue } from '../../../shared/link-form';
import type { ShortUrlMatch } from '../../../shared/protocol';
import { linkFormFromRecord } from '../../link-form-edit';

export interface LinkDefaults {
  domain: number | null;
  space: number | null;
}

/** The record's values to edit, or an empty form with the options page's default domain and space. */
export function initialLinkForm(record: Link | null, defaults: LinkDefaults | undefined): LinkFormValue {
  if (record) return linkFormFromRecord(record);
  const empty = emptyLinkForm();
  if (defaults?.domain) empty.domain = String(defaults.domain);
  if (defaults?.space) empty.space = String(defaults.space);
  return empty;
}

/**
 * A short URL of the account is that link: said at the URL field, never created. `existing` is
 * the link it already is (offered for editing); null when no link has it any more.
 */
export function shortUrlRefusal(match: ShortUrlMatch): { error: ApiErrorData; existing: Link | null } | null {
  if (match.kind === 'none') return null;
  const message =
    match.kind === 'link'
      ? t('manager_alreadyShort', match.link.alias)
      : t('shortUrl_missing', match.shortUrl);
  return {
    error: { code: 'validation', message, fields: { url: [message] } },
    existing: match.kind === 'link' ? match.link : null,
  };
}
