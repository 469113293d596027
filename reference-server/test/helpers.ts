/** Plain-fetch helpers for the reference server's own tests. */
import type { RunningServer } from '../types.ts';

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON
  json: any;
  text: string;
}

export interface CallOptions {
  key?: string | null;
  /** Form fields (PHP bracket names allowed) or a JSON value with `json: true`. */
  form?: Record<string, string | number>;
  json?: unknown;
  accept?: boolean;
  headers?: Record<string, string>;
}

export async function call(
  server: RunningServer,
  method: string,
  path: string,
  o: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  const key = o.key === undefined ? server.keys.demo : o.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  if (o.accept !== false) headers.Accept = 'application/json';
  let body: string | undefined;
  if (o.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(o.form).map(([k, v]) => [k, String(v)])).toString();
  } else if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.json);
  }
  const res = await fetch(server.url + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export const ids = (a: Answer): number[] => a.json.data.map((r: { id: number }) => r.id);
