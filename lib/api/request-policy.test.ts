import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BULK_WAITS, callOptions, mayStart, REQUEST_POLICY } from './request-policy';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the request policy', () => {
  it('leaves more of the window to a click the less someone waits on the request', () => {
    const { waiting, loading, background } = REQUEST_POLICY;
    expect(waiting.reserve).toBe(0);
    expect(loading.reserve).toBeGreaterThan(waiting.reserve);
    expect(background.reserve).toBeGreaterThan(loading.reserve);
  });

  it('starts a request when the window is not known, and while it holds the reserve', () => {
    expect(mayStart('background', undefined)).toBe(true);
    expect(mayStart('background', { remaining: REQUEST_POLICY.background.reserve })).toBe(true);
    expect(mayStart('background', { remaining: REQUEST_POLICY.background.reserve - 1 })).toBe(false);
    expect(mayStart('loading', { remaining: REQUEST_POLICY.background.reserve - 1 })).toBe(true);
    expect(mayStart('waiting', { remaining: 0 })).toBe(true);
  });

  it('waits on the limit for bulk work only, and keeps the caller signal', () => {
    const signal = new AbortController().signal;
    expect(callOptions('waiting')).toEqual({ waitForRateLimit: false });
    expect(callOptions('loading')).toEqual({ waitForRateLimit: false });
    expect(callOptions('background')).toEqual({ waitForRateLimit: false });
    expect(callOptions('bulk', signal)).toEqual({ waitForRateLimit: true, signal });
    expect(BULK_WAITS.most).toBeGreaterThan(0);
  });

  it('is the only place outside the transport that decides whether a call waits on the limit', () => {
    const transport = ['lib/api/http.ts', 'lib/api/http-types.ts', 'lib/api/types.ts', 'lib/api/context.ts'];
    const deciding = ['lib', 'components', 'entrypoints']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== 'lib/api/request-policy.ts' && !transport.includes(path))
      .filter((path) => /waitForRateLimit\s*:/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(deciding).toEqual([]);
  });
});
