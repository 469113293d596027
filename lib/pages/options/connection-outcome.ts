/**
 * Turns a connection test report into what the options page shows: a status line for what
 * works, and for what does not, a sentence next to the field to fix (a refused key -> the API
 * key field; an unreachable server or no API there -> that service's base URL field).
 */
import type { ApiErrorData, FieldErrors } from '../../api/errors';
import { errorText } from '../../shared/error-text';
import { t, tCount } from '../../shared/i18n';
import type { ConnectionReport } from '../../shared/protocol';

export interface ConnectionOutcome {
  status: string | null;
  alert: string | null;
  fieldErrors: FieldErrors;
}

const KEY_CODES = new Set(['unauthorized', 'forbidden', 'not_configured']);

export interface OutcomeOptions {
  /** The analytics base URL is empty: analytics uses the links URL, whose field is the one to fix. */
  analyticsInherited?: boolean;
}

function fieldFor(error: ApiErrorData, service: 'links' | 'websites', inherited: boolean): string {
  if (KEY_CODES.has(error.code)) return 'apiKey';
  return service === 'links' || inherited ? 'linksBaseUrl' : 'analyticsBaseUrl';
}

/**
 * Each cause once (issue 26): one wrong base URL fails both services with the same sentence,
 * which showed four times (two alert lines, two fields, one of them empty). The alert names a
 * shared cause in one line, and a field holds a sentence once.
 */
export function connectionOutcome(report: ConnectionReport, options: OutcomeOptions = {}): ConnectionOutcome {
  const { links, websites } = report;
  const fieldErrors: FieldErrors = {};
  const fallback: ApiErrorData = { code: 'bad_response', message: '' };
  const sentences: Partial<Record<'links' | 'websites', string>> = {};
  for (const [service, check] of [
    ['links', links],
    ['websites', websites],
  ] as const) {
    if (check.ok) continue;
    const error = check.error ?? fallback;
    const sentence = errorText(error);
    sentences[service] = sentence;
    const field = fieldFor(error, service, options.analyticsInherited === true);
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(sentence)) fieldErrors[field] = [...messages, sentence];
  }
  const problems: string[] = [];
  if (sentences.links !== undefined && sentences.links === sentences.websites) {
    problems.push(t('options_bothProblem', sentences.links));
  } else {
    if (sentences.links !== undefined) problems.push(t('options_linksProblem', sentences.links));
    if (sentences.websites !== undefined) problems.push(t('options_analyticsProblem', sentences.websites));
  }
  const counts = [
    links.ok && tCount('options_linkCount', links.total ?? 0),
    websites.ok && tCount('options_websiteCount', websites.total ?? 0),
  ].filter((count) => count !== false);
  let status: string | null = null;
  if (counts.length === 2) status = t('options_connected', counts);
  else if (counts.length === 1) status = t('options_connectedService', counts);
  return { status, alert: problems.length > 0 ? problems.join(' ') : null, fieldErrors };
}
