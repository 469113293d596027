/**
 * Contract: link updates that do what the user asked, against the reference server in
 * both dialects. Each update is built the way the manager's edit dialog builds it (the record ->
 * the form -> the changed fields), sent by the real client, and the answer is compared with the
 * request by the same check that puts notices next to the fields.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../reference-server/index';
import type { RunningServer, ServerDialect } from '../../reference-server/types';
import { linkFormFromRecord, toUpdateInput } from '../pages/link-form-edit';
import { updateDifferences } from '../pages/link-update-check';
import type { LinkFormValue } from '../shared/link-form';
import { type Api, ApiError, createApi, type Link } from './index';

/** Seed links: 8 has pixels 1 and 2 and a statistics password; 3 targets countries; 9 expires. */
const PIXELS_AND_STATS = 8;
const TARGETED = 3;
const EXPIRING = 9;

const WIRE = {
  classic: { pixels: 'pixels', statsPassword: 'privacy_password' },
  current: { pixels: 'pixel_ids', statsPassword: 'password' },
} as const;

describe.each<ServerDialect>(['classic', 'current'])(
  'link updates against the %s reference server',
  (dialect) => {
    let server: RunningServer;
    let api: Api;
    const wire = WIRE[dialect];

    beforeAll(async () => {
      server = await startServer({ port: 0, dialect, rateLimit: 100_000 });
    });
    afterAll(() => server.stop());
    beforeEach(async () => {
      await server.reset();
      api = createApi({ linksBaseUrl: server.url, apiKey: server.keys.demo, dialect });
      server.clearRequests();
    });

    /** Edits link `id` as the dialog does; returns what was sent and what the server answered. */
    async function edit(id: number, change: (form: LinkFormValue) => Partial<LinkFormValue>) {
      const form = linkFormFromRecord(await api.links.get(id));
      const input = toUpdateInput({ ...form, ...change(form) }, form);
      const saved = await api.links.update(id, input);
      const put = server.requests().find((r) => r.method === 'PUT');
      return { input, saved, body: put?.body as Record<string, unknown> };
    }

    describe('removing every pixel', () => {
      it('sends the list with one empty item, which the server reads as "none"', async () => {
        const { input, saved, body } = await edit(PIXELS_AND_STATS, () => ({ pixels: [] }));
        expect(body).toEqual({ [wire.pixels]: [''] });
        expect(saved.pixels).toEqual([]);
        expect((await api.links.get(PIXELS_AND_STATS)).pixels).toEqual([]);
        expect(updateDifferences(input, saved)).toEqual([]);
      });

      it('finds the pixels in an answer that kept them (a server that skipped the field)', async () => {
        const raw = await fetch(`${server.url}/api/v1/links/${PIXELS_AND_STATS}`, {
          headers: { Authorization: `Bearer ${server.keys.demo}`, Accept: 'application/json' },
        }).then((res) => res.json());
        server.faults.respond(`PUT /api/v1/links/${PIXELS_AND_STATS}`, { status: 200, body: raw });
        const { input, saved } = await edit(PIXELS_AND_STATS, () => ({ pixels: [] }));
        expect(updateDifferences(input, saved)).toEqual([
          { field: 'pixels', kind: 'keptItems', items: ['FB', 'GA'] },
        ]);
      });
    });

    describe('other clears', () => {
      it('clears the expiry date and the expiry URL as asked', async () => {
        await api.links.update(EXPIRING, { expirationUrl: 'https://example.com/over', expirationClicks: 9 });
        const { input, saved } = await edit(EXPIRING, () => ({
          expirationDate: '',
          expirationTime: '',
          expirationClicks: '',
          expirationUrl: '',
        }));
        expect(saved).toMatchObject({ endsAt: null, expirationClicks: 0, expirationUrl: null });
        expect(updateDifferences(input, saved)).toEqual([]);
      });

      it('removes one target row, then the targeting, as asked', async () => {
        const one = await edit(TARGETED, (form) => ({ targets: form.targets.slice(0, 1) }));
        expect(one.saved.targets).toEqual([{ key: 'US', value: 'https://us.example.com/' }]);
        expect(updateDifferences(one.input, one.saved)).toEqual([]);
        server.clearRequests();
        const none = await edit(TARGETED, () => ({ targetsType: 'none' }));
        expect(none.saved).toMatchObject({ targetsType: 'none', targets: [] });
        expect(updateDifferences(none.input, none.saved)).toEqual([]);
      });

      it('switches countries to languages without the country rows staying in force', async () => {
        const { input, saved } = await edit(TARGETED, () => ({
          targetsType: 'languages',
          targets: [{ key: 'fr', value: 'https://fr.example/' }],
        }));
        expect(saved).toMatchObject({ targetsType: 'languages', targets: [{ key: 'fr' }] });
        expect(updateDifferences(input, saved)).toEqual([]);
      });
    });

    describe('the statistics password', () => {
      it('changes alone on a link that already has privacy "password" (sent with privacy 2)', async () => {
        const { input, saved, body } = await edit(PIXELS_AND_STATS, () => ({ privacyPassword: 'new stats' }));
        expect(input).toEqual({ privacy: 'password', privacyPassword: 'new stats' });
        expect(body).toEqual({ privacy: '2', [wire.statsPassword]: 'new stats' });
        expect(saved).toMatchObject({ privacy: 'password', hasPrivacyPassword: true });
        expect(updateDifferences(input, saved)).toEqual([]);
      });

      it.each(['public', 'private'] as const)(
        'is refused for a %s link, on its field, before anything is sent',
        async (privacy) => {
          let error: unknown;
          await api.links.update(1, { privacy, privacyPassword: 'x' }).catch((e: unknown) => {
            error = e;
          });
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).code).toBe('validation');
          expect(Object.keys((error as ApiError).fields ?? {})).toEqual(['privacyPassword']);
          expect(server.requests().filter((r) => r.method === 'PUT')).toEqual([]);
          expect(((await api.links.get(1)) as Link).hasPrivacyPassword).toBe(false);
        },
      );
    });
  },
);
