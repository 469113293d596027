/**
 * What every operation shares: the transport, the base URLs, the clock and the dialect state.
 * `send` is the one way to the server: it fills in the base URL and call options, and renames
 * the wire fields of a 422 answer to the normalized names pages know.
 */
import type { DialectState } from './dialects/detect';
import type { Service, WireForm } from './dialects/types';
import { cancelledError } from './error-mapping';
import { ApiError, addFieldMessages, type FieldErrors, toApiErrorData } from './errors';
import { check } from './field-checks';
import type { HttpClient, HttpResponse, RequestSpec } from './http';
import type { CallOptions } from './types';

export interface ApiContext {
  http: HttpClient;
  encodeForm: (data: WireForm) => string;
  baseUrls: Record<Service, string>;
  now: () => number;
  dialects: DialectState;
  /** The account's default domain (current dialect), looked up once per client. */
  defaultDomain?: Promise<number | null>;
}

/** The API path of a resource: `/api/v1/links`. */
export const apiPath = (resource: Service | 'domains' | 'spaces' | 'pixels' | 'account') =>
  `/api/v1/${resource}`;

/** Anything thrown becomes an ApiError; 422 fields get their normalized names. */
function toApiError(error: unknown, context: ApiContext, service: Service, signal?: AbortSignal): ApiError {
  if (!(error instanceof ApiError)) {
    return signal?.aborted ? cancelledError() : ApiError.from(toApiErrorData(error));
  }
  if (!error.fields) return error;
  const adapter = context.dialects.adapterFor(service);
  const fields: FieldErrors = {};
  for (const [wireField, messages] of Object.entries(error.fields)) {
    const field = adapter.fieldName(wireField, service);
    addFieldMessages(fields, field, ownWords(service, field, messages));
  }
  return new ApiError({ ...error.toJSON(), fields });
}

/**
 * A 422 on a field whose server rule we know gets our words (the server's are in its user's
 * language, not the page's): an alias passed our format check before it was sent, so a refusal
 * can only mean another link has it; a URL refused keeps the server's reason (a plan limit, a
 * blocked domain: what we do not know) inside our sentence. Other fields keep the server's text.
 */
function ownWords(service: Service, field: string, messages: string[]): string[] {
  if (service !== 'links' || messages.length === 0) return messages;
  if (field === 'alias') return [check('alias_taken')];
  if (field === 'url') return [check('url_refused', messages.join(' '))];
  return messages;
}

export async function send(
  context: ApiContext,
  service: Service,
  spec: Omit<RequestSpec, 'baseUrl' | 'signal' | 'waitForRateLimit'>,
  options: CallOptions = {},
): Promise<HttpResponse> {
  try {
    const { signal, waitForRateLimit } = options;
    return await context.http.request({
      ...spec,
      baseUrl: context.baseUrls[service],
      signal,
      waitForRateLimit,
    });
  } catch (error) {
    throw toApiError(error, context, service, options.signal);
  }
}

/** Sends, and turns a 404 into `null`: for resources a server may simply not have. */
export async function sendOptional(
  context: ApiContext,
  service: Service,
  spec: Omit<RequestSpec, 'baseUrl' | 'signal' | 'waitForRateLimit'>,
  options?: CallOptions,
): Promise<HttpResponse | null> {
  try {
    return await send(context, service, spec, options);
  } catch (error) {
    // send() rejects with ApiError only.
    if ((error as ApiError).code === 'not_found') return null;
    throw error;
  }
}
