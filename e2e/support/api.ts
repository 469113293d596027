/**
 * Talking to the reference server directly from the test (Node's fetch), to arrange data and to
 * read the records a page should show. Deliberately not the product's lib/api: the tests compare
 * the pages with the server's own answers, not with the extension's reading of them.
 * Every call counts against the server's rate limit like any client's.
 */
import type { RunningServer } from './server';

export type ApiRecord = Record<string, unknown>;

export interface ApiAnswer {
  status: number;
  body: ApiRecord;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number>;
  /** Default: the demo account. */
  key?: string;
}

export async function apiCall(
  server: Pick<RunningServer, 'url' | 'keys'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer> {
  const url = new URL(path, server.url);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {
    Authorization: `Bearer ${options.key ?? server.keys.demo}`,
    Accept: 'application/json',
  };
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(
      Object.entries(options.form).map(([name, value]) => [name, String(value)]),
    ).toString();
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text === '' ? {} : (JSON.parse(text) as ApiRecord) };
}

/** One page of a list (`data`) and its meta, as the server answers it. */
export async function listPage(
  server: Pick<RunningServer, 'url' | 'keys'>,
  path: string,
  query: Record<string, string | number> = {},
): Promise<{ data: ApiRecord[]; meta: ApiRecord }> {
  const answer = await apiCall(server, 'GET', path, { query });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return { data: answer.body.data as ApiRecord[], meta: answer.body.meta as ApiRecord };
}

/** Every record of a list for `query`, over all pages (100 per page). */
export async function listAll(
  server: Pick<RunningServer, 'url' | 'keys'>,
  path: string,
  query: Record<string, string | number> = {},
): Promise<ApiRecord[]> {
  const all: ApiRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listPage(server, path, { ...query, per_page: 100, page });
    all.push(...data);
    if (page >= Number(meta.last_page) || data.length === 0) return all;
  }
}

/** `https://sho.rt/hn` -> `hn`. */
export const aliasOf = (record: ApiRecord): string => String(record.alias);

/**
 * One visitor's page view of `page`, sent to the analytics server's tracking endpoint as the
 * tracking script sends it (a direct visit: no referrer). The server counts it in its clock's
 * day and hour. A test that needs visits today records them: the visits the reference server
 * generates follow the hours of the day, and a website has next to none just after midnight.
 */
export async function visit(server: Pick<RunningServer, 'url'>, page: string): Promise<void> {
  const res = await fetch(new URL('/api/event', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
    body: JSON.stringify({ page, referrer: '', screen_resolution: '1920x1080' }),
  });
  if (!res.ok) throw new Error(`POST /api/event for ${page} answered ${res.status}`);
}
