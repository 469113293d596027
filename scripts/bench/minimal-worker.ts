/**
 * The cold-start reference: a scratch MV3 extension whose service worker does nothing
 * but the one `fetch` a context-menu shorten ends in. The bench writes it to a temporary folder
 * and loads it beside the extension, so both start cold in the same browser run; the cold
 * shorten's budget is a multiple of this worker's time.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoggedRequest } from '../../e2e/support/server';

/** The worker's file name: distinct from WXT's background.js, so the two workers are told apart. */
export const MINIMAL_WORKER = 'minimal-worker.js';

export interface MinimalPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export const MINIMAL_MANIFEST = {
  manifest_version: 3,
  name: 'Bench: minimal worker',
  version: '1.0.0',
  background: { service_worker: MINIMAL_WORKER },
  // The same loopback access the e2e build has, so neither side meets CORS.
  host_permissions: ['http://127.0.0.1/*'],
};

/** All it does: send the POST it is given and report the status. */
export const MINIMAL_WORKER_SOURCE = `globalThis.benchPost = (request) =>
  fetch(request.url, { method: 'POST', headers: request.headers, body: request.body, credentials: 'omit' })
    .then((response) => response.status);
`;

/** Writes the scratch extension; returns its folder. */
export async function writeMinimalWorker(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-minimal-worker-'));
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(MINIMAL_MANIFEST, null, 2));
  await writeFile(join(dir, MINIMAL_WORKER), MINIMAL_WORKER_SOURCE);
  return dir;
}

/**
 * The extension's own POST with another URL (same headers and form body): what the minimal
 * worker, and the popup bench's direct fetch, send in its place.
 */
export function replay(server: { url: string }, post: LoggedRequest, url: string): MinimalPost {
  const old = (post.body as { url: string }).url;
  const body = post.rawBody.replace(encodeURIComponent(old), encodeURIComponent(url));
  if (body === post.rawBody) throw new Error('could not find the URL in the form body');
  return {
    url: server.url + post.path,
    headers: {
      Authorization: post.headers.authorization ?? '',
      Accept: post.headers.accept ?? '',
      'Content-Type': post.headers['content-type'] ?? '',
    },
    body,
  };
}
