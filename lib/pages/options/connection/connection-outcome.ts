/**
 * Turns a connection test report into what the options page shows: a status line for what
 * works, and for what does not, a sentence next to the field to fix (a refused key -> the API
 * key field; an unreachable server or no API there -> that service's base URL field).
 */
import type { ApiErrorData, FieldErrors } from '../../../api/errors';
import { errorText } from '../../../shared/error-text';
import { t, tCount } from '../../../shared/i18n';
import type { ConnectionReport } from '../../../shared/protocol';

export interface ConnectionOutcome {
  status: string | null;
  alert: string | null;
  fieldErrors: FieldErrors;
}

const KEY_CODES = new Set(['unauthorized', 'forbidden', 'not_configured']);

/** The failures a field of the connection can fix (a server error or a timeout is no field's). */
const CONNECTION_CODES = new Set([...KEY_CODES, 'network', 'not_found', 'bad_response']);

/** Is this a failure a connection field can fix (the key, a base URL), rather than a passing one? */
export function isConnectionError(error: ApiErrorData): boolean {
  return CONNECTION_CODES.has(error.code);
}

/**
 * The connection field a failure met elsewhere on the page belongs to (the tracked sites asked
 * with a refused key: API key), or null when no field can fix it.
 */
export function connectionFieldOf(error: ApiErrorData, analyticsInherited: boolean): string | null {
  return isConnectionError(error) ? fieldFor(error, 'websites', analyticsInherited) : null;
}

const SERVICE_PROBLEM = { links: 'options_linksProblem', websites: 'options_analyticsProblem' } as const;

export interface OutcomeOptions {
  /** The analytics base URL is empty: analytics uses the links URL, whose field is the one to fix. */
  analyticsInherited?: boolean;
}

export function fieldFor(error: ApiErrorData, service: 'links' | 'websites', inherited: boolean): string {
  if (KEY_CODES.has(error.code)) return 'apiKey';
  return service === 'links' || inherited ? 'linksBaseUrl' : 'analyticsBaseUrl';
}

/**
 * Each cause once, at the field it concerns: one wrong base URL failed both services with the
 * same sentence, which showed four times, and a refused key showed under API key and
 * again in the alert. The sentence goes to the field to fix, named after its service when that
 * field serves both and only one of them failed for it; the alert only points at the fields.
 */
export function connectionOutcome(report: ConnectionReport, options: OutcomeOptions = {}): ConnectionOutcome {
  const { links, websites } = report;
  const inherited = options.analyticsInherited === true;
  const fallback: ApiErrorData = { code: 'bad_response', message: '' };
  const failures: { service: 'links' | 'websites'; field: string; sentence: string }[] = [];
  for (const [service, check] of [
    ['links', links],
    ['websites', websites],
  ] as const) {
    if (check.ok) continue;
    const error = check.error ?? fallback;
    failures.push({ service, field: fieldFor(error, service, inherited), sentence: errorText(error) });
  }
  const fieldErrors: FieldErrors = {};
  for (const { service, field, sentence } of failures) {
    const shared = failures.some((other) => other.service !== service && other.sentence === sentence);
    const servesBoth = field === 'apiKey' || (field === 'linksBaseUrl' && inherited);
    const named = servesBoth && !shared ? t(SERVICE_PROBLEM[service], sentence) : sentence;
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(named)) fieldErrors[field] = [...messages, named];
  }
  const counts = [
    links.ok && tCount('options_linkCount', links.total ?? 0),
    websites.ok && tCount('options_websiteCount', websites.total ?? 0),
  ].filter((count) => count !== false);
  let status: string | null = null;
  if (counts.length === 2) status = t('options_connected', counts);
  else if (counts.length === 1) status = t('options_connectedService', counts);
  return { status, alert: failures.length > 0 ? t('options_fixFields') : null, fieldErrors };
}
