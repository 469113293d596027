/**
 * Turns a connection test report into what the options page shows: a status line for what
 * works, and for what does not, a sentence next to the field to fix (a refused key -> the API
 * key field; an unreachable server or no API there -> that service's base URL field).
 */
import type { ApiErrorData, FieldErrors } from '../../api/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import type { ConnectionReport } from '../../shared/protocol';

export interface ConnectionOutcome {
  status: string | null;
  alert: string | null;
  fieldErrors: FieldErrors;
}

const KEY_CODES = new Set(['unauthorized', 'forbidden', 'not_configured']);

function fieldFor(error: ApiErrorData, service: 'links' | 'websites'): string {
  if (KEY_CODES.has(error.code)) return 'apiKey';
  return service === 'links' ? 'linksBaseUrl' : 'analyticsBaseUrl';
}

export function connectionOutcome(report: ConnectionReport): ConnectionOutcome {
  const { links, websites } = report;
  const fieldErrors: FieldErrors = {};
  const problems: string[] = [];
  const fallback: ApiErrorData = { code: 'bad_response', message: '' };
  for (const [service, check] of [
    ['links', links],
    ['websites', websites],
  ] as const) {
    if (check.ok) continue;
    const error = check.error ?? fallback;
    const sentence = errorText(error);
    const field = fieldFor(error, service);
    const messages = fieldErrors[field] ?? [];
    // A refused key fails both services with the same sentence: say it once.
    if (!messages.includes(sentence)) fieldErrors[field] = [...messages, sentence];
    problems.push(t(service === 'links' ? 'options_linksProblem' : 'options_analyticsProblem', sentence));
  }
  const count = (n: number | undefined) => String(n ?? 0);
  let status: string | null = null;
  if (links.ok && websites.ok) status = t('options_connected', [count(links.total), count(websites.total)]);
  else if (links.ok) status = t('options_connectedLinks', count(links.total));
  else if (websites.ok) status = t('options_connectedWebsites', count(websites.total));
  return { status, alert: problems.length > 0 ? problems.join(' ') : null, fieldErrors };
}
