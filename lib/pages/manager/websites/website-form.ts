/**
 * The website dialog's model: values as the inputs hold them (nothing the user typed is
 * reformatted), checks made before sending (errors keyed by field, shown at the input), and
 * the conversion to the API inputs (an update sends only what changed).
 */
import type { FieldErrors } from '../../../api/errors';
import type { Privacy, Website, WebsiteCreateInput, WebsiteUpdateInput } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { parseIpLines } from '../ips';

export interface WebsiteFormValue {
  url: string;
  privacy: Privacy;
  /** Statistics password; in edit mode empty means "keep the current one". */
  password: string;
  emailReports: boolean;
  excludeBots: boolean;
  /** One IP or range per line, as typed. */
  excludeIps: string;
}

/** The server's defaults on create (docs/API.md section 3). */
export function emptyWebsiteForm(): WebsiteFormValue {
  return {
    url: '',
    privacy: 'private',
    password: '',
    emailReports: false,
    excludeBots: true,
    excludeIps: '',
  };
}

export function websiteFormFromRecord(website: Website): WebsiteFormValue {
  return {
    url: website.host,
    privacy: website.privacy,
    password: '',
    emailReports: website.emailReports,
    excludeBots: website.excludeBots,
    excludeIps: website.excludeIps.join('\n'),
  };
}

/**
 * An edited website keeps the statistics password it has unless a new one is typed: the
 * password field may stay empty then, and says so.
 */
export function keepsStoredPassword(website: Website | null): boolean {
  return website?.privacy === 'password' && website.hasPassword;
}

/** Local checks; an empty object means the form can be sent. */
export function validateWebsiteForm(v: WebsiteFormValue, original: Website | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!original && v.url.trim() === '') errors.url = [t('manager_websiteUrlRequired')];
  // A password is needed when there is none on the server to keep.
  const needsPassword = v.privacy === 'password' && !keepsStoredPassword(original);
  if (needsPassword && v.password === '') errors.password = [t('manager_websitePasswordRequired')];
  const { invalid } = parseIpLines(v.excludeIps);
  if (invalid.length > 0) {
    errors.excludeIps = invalid.map(({ line, value }) =>
      t('manager_websiteIpInvalid', [String(line), value]),
    );
  }
  return errors;
}

export function toWebsiteCreateInput(v: WebsiteFormValue): WebsiteCreateInput {
  const input: WebsiteCreateInput = {
    url: v.url.trim(),
    privacy: v.privacy,
    emailReports: v.emailReports,
    excludeBots: v.excludeBots,
  };
  if (v.privacy === 'password') input.password = v.password;
  const { ips } = parseIpLines(v.excludeIps);
  if (ips.length > 0) input.excludeIps = ips;
  return input;
}

export function toWebsiteUpdateInput(v: WebsiteFormValue, original: WebsiteFormValue): WebsiteUpdateInput {
  const input: WebsiteUpdateInput = {};
  if (v.privacy !== original.privacy) input.privacy = v.privacy;
  if (v.privacy === 'password' && v.password !== '') input.password = v.password;
  if (v.emailReports !== original.emailReports) input.emailReports = v.emailReports;
  if (v.excludeBots !== original.excludeBots) input.excludeBots = v.excludeBots;
  const ips = parseIpLines(v.excludeIps).ips;
  if (ips.join('\n') !== parseIpLines(original.excludeIps).ips.join('\n')) input.excludeIps = ips;
  return input;
}

/** Server field errors under the dialog's field names (current servers call the host `domain`). */
export function websiteFieldErrors(fields: FieldErrors | undefined): FieldErrors {
  const result: FieldErrors = { ...fields };
  if (result.domain) result.url = [...(result.url ?? []), ...result.domain];
  return result;
}
