import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeClock } from '../../../../test/fake-clock';
import { makeLink } from '../../../../test/manager-fixtures';
import type { ApiErrorData } from '../../../api/errors';
import { BULK_WAITS } from '../../../api/request-policy';
import type { Result } from '../../../shared/protocol';
import { type Send, sleep } from '../send';
import {
  BULK_SPACING_MS,
  bulkOutcomeText,
  groupFailures,
  LINK_BULK_WORDS,
  linkBulkRunner,
  runBulk,
} from './bulk';

const ok: Result<void> = { ok: true, value: undefined };
const fail = (error: ApiErrorData): Result<void> => ({ ok: false, error });
const rateLimited = (retryAfter?: number) =>
  fail({ code: 'rate_limited', message: 'Too Many Attempts.', ...(retryAfter ? { retryAfter } : {}) });

describe('runBulk', () => {
  it('runs items one at a time with a spacing between them when all succeed', async () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const progress: number[] = [];
    const summary = await runBulk({
      items: ['a', 'b', 'c'],
      run: async (item) => {
        calls.push(`${item}@${clock.now}`);
        return ok;
      },
      sleep: clock.sleep,
      onProgress: (done) => progress.push(done),
    });
    expect(calls).toEqual(['a@0', `b@${BULK_SPACING_MS}`, `c@${2 * BULK_SPACING_MS}`]);
    expect(summary).toEqual({ succeeded: ['a', 'b', 'c'], failed: [], skipped: [], cancelled: false });
    expect(progress).toEqual([1, 2, 3]);
  });

  it('waits the retry-after and retries the same item when rate limited', async () => {
    const clock = fakeClock();
    const answers = [rateLimited(30), ok, rateLimited(), ok];
    const run = vi.fn(async () => answers.shift()!);
    const summary = await runBulk({ items: [1, 2], run, sleep: clock.sleep });
    expect(summary.succeeded).toEqual([1, 2]);
    expect(clock.waits).toEqual([30_000, BULK_SPACING_MS, BULK_WAITS.withoutRetryAfterSeconds * 1000]);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('gives up on an item after a few rate-limit waits and records why', async () => {
    const clock = fakeClock();
    const run = vi.fn(async () => rateLimited(1));
    const summary = await runBulk({ items: ['x'], run, sleep: clock.sleep });
    expect(run).toHaveBeenCalledTimes(BULK_WAITS.most + 1);
    expect(summary.failed).toEqual([{ item: 'x', error: expect.objectContaining({ code: 'rate_limited' }) }]);
  });

  it('records failures and carries on with the next item', async () => {
    const forbidden = { code: 'forbidden', message: 'No.' } as const;
    const answers = [ok, fail(forbidden), ok];
    const summary = await runBulk({
      items: [1, 2, 3],
      run: async () => answers.shift()!,
      sleep: fakeClock().sleep,
    });
    expect(summary.succeeded).toEqual([1, 3]);
    expect(summary.failed).toEqual([{ item: 2, error: forbidden }]);
  });

  it('stops and lists the skipped items when cancelled', async () => {
    const controller = new AbortController();
    const summary = await runBulk({
      items: [1, 2, 3, 4],
      run: async (item) => {
        if (item === 2) controller.abort();
        return ok;
      },
      sleep: fakeClock().sleep,
      signal: controller.signal,
    });
    expect(summary).toEqual({ succeeded: [1, 2], failed: [], skipped: [3, 4], cancelled: true });
  });

  it('cuts a rate-limit wait short when cancelled (real sleep, fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const run = vi.fn(async () => rateLimited(60));
      const done = runBulk({ items: [1, 2], run, sleep, signal: controller.signal });
      await vi.advanceTimersByTimeAsync(1000);
      controller.abort();
      const summary = await done;
      expect(summary.cancelled).toBe(true);
      expect(summary.skipped).toEqual([1, 2]);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('linkBulkRunner', () => {
  it('sends links.remove and counts a 404 as already gone when deleting', async () => {
    const send = vi.fn(async () => fail({ code: 'not_found', message: '' }));
    const result = await linkBulkRunner(send as unknown as Send, 'delete')(makeLink({ id: 9 }));
    expect(send).toHaveBeenCalledWith('links.remove', { id: 9 });
    expect(result.ok).toBe(true);
  });

  it('sends only the disabled flag when disabling or enabling', async () => {
    const send = vi.fn(async () => ok);
    await linkBulkRunner(send as unknown as Send, 'disable')(makeLink({ id: 3 }));
    await linkBulkRunner(send as unknown as Send, 'enable')(makeLink({ id: 4 }));
    expect(send.mock.calls).toEqual([
      ['links.update', { id: 3, input: { disabled: true } }],
      ['links.update', { id: 4, input: { disabled: false } }],
    ]);
  });
});

describe('groupFailures', () => {
  it('groups items by error code and message', () => {
    const a = { code: 'forbidden', message: 'No.' } as const;
    const b = { code: 'server', message: 'Boom' } as const;
    const groups = groupFailures([
      { item: 1, error: a },
      { item: 2, error: b },
      { item: 3, error: { ...a } },
    ]);
    expect(groups).toEqual([
      { error: a, items: [1, 3] },
      { error: b, items: [2] },
    ]);
  });
});

/** The browser speaks `locale`: its messages.json answers t(), its language picks the plurals. */
function speak(locale: string): void {
  const file = resolve(process.cwd(), 'public/_locales', locale, 'messages.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  fakeBrowser.i18n.getMessage = ((key: string, subs?: string | string[]) => {
    const values = ([] as string[]).concat(subs ?? []);
    return (messages[key]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? '');
  }) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => locale.replace('_', '-');
}

const outcome = (succeeded: number, failed = 0, skipped = 0, cancelled = false) => ({
  succeeded: Array.from({ length: succeeded }, (_, i) => i),
  failed: Array.from({ length: failed }, (_, i) => ({
    item: i,
    error: { code: 'server' as const, message: '' },
  })),
  skipped: Array.from({ length: skipped }, (_, i) => i),
  cancelled,
});

describe('bulkOutcomeText', () => {
  it('says what was done to how many links, in the singular for one', () => {
    speak('en');
    expect(bulkOutcomeText(LINK_BULK_WORDS.disable, outcome(3)).done).toBe('3 links disabled.');
    expect(bulkOutcomeText(LINK_BULK_WORDS.enable, outcome(1)).done).toBe('1 link enabled.');
    expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(2)).done).toBe('2 links deleted.');
  });

  it('says how many failed and how many a stop left, or nothing when none', () => {
    speak('en');
    expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(1, 1, 2, true))).toEqual({
      done: '1 link deleted.',
      failed: '1 link failed:',
      skipped: 'Stopped: 2 links not done.',
    });
    expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(2))).toMatchObject({
      failed: null,
      skipped: null,
    });
  });

  it.each([
    ['de', '1 Link gelöscht.', '2 Links gelöscht.', '0 Links gelöscht.'],
    ['fr', '1 lien supprimé.', '2 liens supprimés.', '0 lien supprimé.'],
    ['es', '1 enlace eliminado.', '2 enlaces eliminados.', '0 enlaces eliminados.'],
    ['pt_BR', '1 link excluído.', '2 links excluídos.', '0 link excluído.'],
  ])(
    'uses the plural rules of %s (French and Portuguese say 0 in the singular)',
    (locale, one, two, zero) => {
      speak(locale);
      expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(1)).done).toBe(one);
      expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(2)).done).toBe(two);
      expect(bulkOutcomeText(LINK_BULK_WORDS.delete, outcome(0)).done).toBe(zero);
    },
  );
});
