/**
 * What every operation shares: the transport, the base URLs, the clock and the dialect state.
 * `send` is the one way to the server: it fills in the base URL and call options, and renames
 * the wire fields of a 422 answer to the normalized names pages know.
 */
import type { DialectState } from './dialects/detect';
import type { Service, WireForm } from './dialects/types';
import { cancelledError } from './error-mapping';
import { ApiError, type FieldErrors, toApiErrorData } from './errors';
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

export const PATHS = {
  links: '/api/v1/links',
  websites: '/api/v1/websites',
  domains: '/api/v1/domains',
  spaces: '/api/v1/spaces',
  pixels: '/api/v1/pixels',
  account: '/api/v1/account',
} as const;

function renameFields(fields: FieldErrors, rename: (wireField: string) => string): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [wireField, messages] of Object.entries(fields)) {
    const field = rename(wireField);
    renamed[field] = [...(renamed[field] ?? []), ...messages];
  }
  return renamed;
}

/** Anything thrown becomes an ApiError; 422 fields get their normalized names. */
function toApiError(error: unknown, context: ApiContext, service: Service, signal?: AbortSignal): ApiError {
  if (!(error instanceof ApiError)) {
    if (signal?.aborted) return cancelledError();
    return ApiError.from(toApiErrorData(error));
  }
  if (!error.fields) return error;
  const adapter = context.dialects.adapterFor(service);
  const fields = renameFields(error.fields, (wireField) => adapter.fieldName(wireField, service));
  return new ApiError({ ...error.toJSON(), fields });
}

export async function send(
  context: ApiContext,
  service: Service,
  spec: Omit<RequestSpec, 'baseUrl' | 'signal' | 'waitForRateLimit'>,
  options: CallOptions = {},
): Promise<HttpResponse> {
  try {
    return await context.http.request({
      ...spec,
      baseUrl: context.baseUrls[service],
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.waitForRateLimit ? { waitForRateLimit: true } : {}),
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
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}
