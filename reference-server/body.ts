/**
 * Request bodies, parsed the way PHP does: x-www-form-urlencoded with PHP's bracket syntax
 * (qs: `country[0][key]`, `pixels[]`), JSON, and multipart for POST only: PHP does not parse
 * multipart PUT/PATCH bodies, so those arrive empty (the trap docs/API.md section 1 warns about).
 */
import type { IncomingMessage } from 'node:http';
import qs from 'qs';

const MAX_BODY = 5 * 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export const parseForm = (text: string): Record<string, unknown> =>
  qs.parse(text, { depth: 10, arrayLimit: 1000, parameterLimit: 10_000 });

export function parseBody(method: string, contentType: string, raw: Buffer): unknown {
  const type = contentType.toLowerCase();
  const text = raw.toString('utf8');
  if (type.includes('application/x-www-form-urlencoded')) return parseForm(text);
  if (type.includes('json')) {
    try {
      return text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return {};
    }
  }
  if (type.includes('multipart/form-data')) return method === 'POST' ? parseMultipart(type, raw) : {};
  return {};
}

/** Text fields of a multipart body, re-encoded so qs applies PHP's bracket nesting. */
function parseMultipart(contentType: string, raw: Buffer): Record<string, unknown> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return {};
  const pairs: string[] = [];
  for (const part of raw.toString('latin1').split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /filename=/i.test(head)) continue;
    const value = Buffer.from(part.slice(split + 4).replace(/\r\n$/, ''), 'latin1').toString('utf8');
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parseForm(pairs.join('&'));
}
