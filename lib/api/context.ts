/**
 * What every operation shares: the transport, the base URLs, the clock and the dialect state.
 * `send` is the one way to the server: it fills in the base URL and call options, and renames
 * the wire fields of a 422 answer to the normalized names pages know.
 */
import type { DialectState } from './dialects/detect';
import type { Service, WireForm } from './dialects/types';
import { cancelledError } from './error-mapping';
import { ApiError, addFieldMessages, type FieldErrors, toApiErrorData } from './errors';
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
    addFieldMessages(fields, adapter.fieldName(wireField, service), messages);
  }
  return new ApiError({ ...error.toJSON(), fields });
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
