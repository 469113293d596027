// @vitest-environment node
/**
 * Clearing a list on update, as the real servers' controllers do it (rules.ts, Crash): `k[]=`
 * clears; a bare `k=` passes validation and then makes PHP throw (500), the classic controller
 * having saved the link row first, today's current one not.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer, ServerDialect } from '../types.ts';
import { call } from './helpers.ts';

const servers: Record<ServerDialect, RunningServer> = {
  classic: await startServer({ port: 0, rateLimit: 100_000 }),
  current: await startServer({ port: 0, rateLimit: 100_000, dialect: 'current' }),
};
afterAll(() => Promise.all(Object.values(servers).map((s) => s.stop())));
beforeEach(() => Promise.all(Object.values(servers).map((s) => s.reset())).then(() => undefined));

const PIXELS = { classic: 'pixels', current: 'pixel_ids' } as const;
/** Link 8 of the seed has pixels 1 and 2. */
const LINK = '/api/v1/links/8';
const pixelIds = (record: { pixels: { id: number }[] }) => record.pixels.map((p) => p.id);

describe.each<ServerDialect>(['classic', 'current'])('%s server: clearing the pixels', (dialect) => {
  const server = servers[dialect];
  const field = PIXELS[dialect];

  it(`clears them with ${field}[]= (one empty item) and keeps the other fields`, async () => {
    const a = await call(server, 'PUT', LINK, {
      form: { [`${field}[]`]: '', expiration_url: 'https://example.com/over' },
    });
    expect(a.status).toBe(200);
    expect(a.json.data.pixels).toEqual([]);
    expect(a.json.data.expiration_url).toBe('https://example.com/over');
    expect((await call(server, 'GET', LINK)).json.data.pixels).toEqual([]);
  });

  it(`answers a bare ${field}= with a 500 Server Error, as PHP's array_filter(null) does`, async () => {
    const a = await call(server, 'PUT', LINK, {
      form: { [field]: '', expiration_url: 'https://example.com/over' },
    });
    expect(a.status).toBe(500);
    expect(a.json).toEqual({ message: 'Server Error' });
    const after = (await call(server, 'GET', LINK)).json.data;
    // The pixels were never detached; the rest of the update depends on the controller.
    expect(pixelIds(after)).toEqual([1, 2]);
    expect(after.expiration_url).toBe(dialect === 'classic' ? 'https://example.com/over' : null);
  });

  it('keeps them when the field is not sent, and replaces them with the ids sent', async () => {
    expect(pixelIds((await call(server, 'PUT', LINK, { form: { privacy: '1' } })).json.data)).toEqual([1, 2]);
    const one = await call(server, 'PUT', LINK, { form: { [`${field}[]`]: '2' } });
    expect(pixelIds(one.json.data)).toEqual([2]);
  });
});

describe('classic server: targeting rows sent as a bare empty value', () => {
  it('answers country= with a 500 and saves nothing (the rows are built before save)', async () => {
    const server = servers.classic;
    const before = (await call(server, 'GET', '/api/v1/links/3')).json.data;
    const a = await call(server, 'PUT', '/api/v1/links/3', { form: { country: '', privacy: '1' } });
    expect(a.status).toBe(500);
    expect((await call(server, 'GET', '/api/v1/links/3')).json.data).toEqual(before);
  });
});

describe.each<ServerDialect>(['classic', 'current'])('%s server: clearing the click limit', (dialect) => {
  const field = dialect === 'classic' ? 'expiration_clicks' : 'clicks_limit';

  it(`stores an empty ${field} as no limit, like 0`, async () => {
    const server = servers[dialect];
    for (const value of ['7', '', '7', '0']) {
      const a = await call(server, 'PUT', LINK, { form: { [field]: value } });
      expect(a.status).toBe(200);
      expect(a.json.data[field] || 0).toBe(Number(value));
    }
  });
});
