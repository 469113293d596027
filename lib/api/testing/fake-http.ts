/**
 * A scripted HttpClient for the unit tests of lib/api: routes `METHOD /path` to a body, a
 * status + body, a function, or an ApiError to throw, and records every request it gets.
 */
import { ApiError, type ApiErrorData } from '../errors';
import type { HttpClient, HttpResponse, RequestSpec } from '../http';

export type FakeAnswer =
  | { status?: number; body: unknown }
  | { error: ApiErrorData }
  | ((spec: RequestSpec) => { status?: number; body: unknown } | { error: ApiErrorData });

export interface FakeHttp extends HttpClient {
  requests: RequestSpec[];
  /** The requests as `METHOD /path` lines, oldest first. */
  lines(): string[];
}

export function notFound(): { error: ApiErrorData } {
  return { error: { code: 'not_found', status: 404, message: 'Resource not found.' } };
}

/** Routes are tried in order of `METHOD /path`; a list of answers is used one by one (last repeats). */
export function createFakeHttp(routes: Record<string, FakeAnswer | FakeAnswer[]>): FakeHttp {
  const used: Record<string, number> = {};
  const requests: RequestSpec[] = [];
  return {
    requests,
    lines: () => requests.map((spec) => `${spec.method} ${spec.path}`),
    async request(spec): Promise<HttpResponse> {
      requests.push(spec);
      const route = `${spec.method} ${spec.path}`;
      const answers = routes[route];
      if (answers === undefined) throw new ApiError(notFound().error);
      const list = Array.isArray(answers) ? answers : [answers];
      const index = Math.min(used[route] ?? 0, list.length - 1);
      used[route] = index + 1;
      const answer = list[index]!;
      const result = typeof answer === 'function' ? answer(spec) : answer;
      if ('error' in result) throw new ApiError(result.error);
      return { status: result.status ?? 200, body: result.body, headers: new Headers() };
    },
  };
}

/** `{data: [...], meta: {...}}` as real servers send it. */
export function listBody(items: unknown[], meta: Record<string, unknown> = {}) {
  return { data: items, meta: { current_page: 1, last_page: 1, per_page: 10, total: items.length, ...meta } };
}
