/**
 * Runs a Shorten many job one URL after another, saving the job after every step so
 * that a worker stopped in the middle leaves a state the next one continues from. Per URL, like
 * the shorten use case (shorten.ts): a short URL of the account stays as it is; an existing
 * link for the URL is reused when the setting says so; else one link is created. Reads and
 * writes are paced under the rate limit: once the last answer says the budget is spent, nothing
 * is sent before its reset (the job waits and says until when). A write that fails is reported
 * on its URL, never sent again. Every job of the worker (Shorten many's, each field run's) takes
 * its steps in one lane, one URL at a time, so the budget is read and spent by one step at a time
 * while jobs go on side by side.
 */

import { type ApiErrorData, toApiErrorData } from '../../api/errors';
import { BULK_WAITS, callOptions } from '../../api/request-policy';
import type { Link, LinkCreateInput } from '../../api/schemas';
import type { Api } from '../../api/types';
import type { BatchItem, BatchJob } from '../../shared/batch';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { createTurns } from '../../shared/in-turn';
import { isShortenable } from '../../shared/urls';
import { addToHistory, toHistoryEntry } from '../history';
import { recognizeShortUrl } from '../short-url';
import { findExisting, type ShortenDeps } from '../shorten';
import { httpUrl } from '../urls-in-text';

export interface BatchDeps {
  api: Api;
  settings: ShortenDeps['settings'] & { profileId: string };
  /** Writes the job to storage.session (after every step). */
  save: (job: BatchJob) => Promise<void>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** How long the client waits for a write's answer (lib/api's own limit unless given). */
  writeTimeoutMs?: number;
  /**
   * The address a URL's link leads to, when it is not the URL itself (a campaign preset's
   * parameters added): looked up for reuse and sent; a short URL of the account is kept as it is.
   */
  destination?: (url: string) => string;
}

/** Server and browser clocks differ: a link made for the URL this long before the write still counts. */
const CLOCK_SLACK_MS = 10 * 60_000;
/** lib/api's own limit for a write's answer (creating a link makes the server fetch the page). */
const WRITE_TIMEOUT_MS = 30_000;

/**
 * Bulk work that paces itself (lib/api/request-policy.ts): the job waits out a spent window
 * between its steps (untilBudget) and says so, since a worker may stop while waiting, so each
 * step is asked as someone waiting, never held inside lib/api.
 */
const ask = callOptions('waiting');

function itemAt(job: BatchJob, index: number): BatchItem {
  const item = job.items[index];
  if (!item) throw new RangeError(`No item ${index} in the job`);
  return item;
}

function failed(item: BatchItem, error: unknown, message?: string): BatchItem {
  const data: ApiErrorData = toApiErrorData(error);
  const { sentAt: _sent, ...rest } = item;
  return { ...rest, state: 'failed', error: { code: data.code, message: message ?? errorText(data) } };
}

function done(item: BatchItem, shortUrl: string, origin: NonNullable<BatchItem['origin']>): BatchItem {
  const { sentAt: _sent, error: _error, ...rest } = item;
  return { ...rest, state: 'done', shortUrl, origin };
}

/** Waits for the reset when the last answer said the budget is spent: never a request before it. */
async function untilBudget(job: BatchJob, deps: BatchDeps): Promise<void> {
  const budget = deps.api.rateLimitBudget?.('links') ?? job.budget;
  const now = deps.now();
  if (!budget || budget.remaining > 0 || budget.resetAt <= now) return;
  job.waitUntil = budget.resetAt;
  await deps.save(job);
  await deps.sleep(budget.resetAt - now);
  job.waitUntil = null;
  job.budget = null;
}

/** A `rate_limited` answer (or the client refusing to send while the budget is known spent). */
function rateLimitedFor(error: unknown, deps: BatchDeps): BatchJob['budget'] {
  const data = toApiErrorData(error);
  if (data.code !== 'rate_limited') return null;
  return {
    remaining: 0,
    resetAt: deps.now() + (data.retryAfter ?? BULK_WAITS.withoutRetryAfterSeconds) * 1000,
  };
}

/** A read, paced: a rate limit met anyway waits for the reset and asks again (reads change nothing). */
async function paced<T>(job: BatchJob, deps: BatchDeps, call: () => Promise<T>): Promise<T> {
  for (let waits = 0; ; waits++) {
    await untilBudget(job, deps);
    try {
      return await call();
    } catch (error) {
      const spent = rateLimitedFor(error, deps);
      if (!spent || waits >= BULK_WAITS.most) throw error;
      job.budget = spent;
    }
  }
}

/**
 * The one write of a URL. A `rate_limited` answer is the only one sent again, after the reset:
 * the server's throttle refuses before anything is stored (and the client's own refusal sent
 * nothing), so it is a request that was turned away, not a write that failed. Any other failure
 * is the item's result.
 */
async function create(job: BatchJob, index: number, url: string, deps: BatchDeps): Promise<Link> {
  const { settings } = deps;
  const input: LinkCreateInput = { url };
  if (settings.defaultDomain != null) input.domain = settings.defaultDomain;
  if (settings.defaultSpace != null) input.space = settings.defaultSpace;
  for (let waits = 0; ; waits++) {
    await untilBudget(job, deps);
    job.items[index] = { ...itemAt(job, index), state: 'sending', sentAt: deps.now() };
    await deps.save(job);
    try {
      return await deps.api.links.create(input, ask);
    } catch (error) {
      const spent = rateLimitedFor(error, deps);
      if (!spent || waits >= BULK_WAITS.most) throw error;
      job.items[index] = { ...itemAt(job, index), state: 'pending' };
      job.budget = spent;
    }
  }
}

/** What one URL becomes: kept (already short), reused, created, or why not. */
async function shortenItem(job: BatchJob, index: number, deps: BatchDeps): Promise<BatchItem> {
  const item = itemAt(job, index);
  const { api, settings } = deps;
  if (!isShortenable(item.url)) return failed(item, { code: 'unsupported_url', message: '' });
  try {
    const match = await paced(job, deps, () => recognizeShortUrl(item.url, { api, settings, now: deps.now }));
    if (match.kind === 'link') return done(item, item.url, 'short');
    if (match.kind === 'missing')
      return failed(item, { code: 'validation', message: '' }, t('shortUrl_missing', item.url));
    const url = deps.destination?.(item.url) ?? item.url;
    if (settings.reuseExisting) {
      const domain = settings.defaultDomain ?? undefined;
      const existing = await paced(job, deps, () =>
        findExisting(api, url, domain, { ...ask, now: deps.now() }).catch((error: unknown) => {
          // A server that cannot search by URL: create, as the shorten use case does.
          const { code } = toApiErrorData(error);
          if (code === 'validation' || code === 'not_found') return null;
          throw error;
        }),
      );
      if (existing) return remember(done(item, existing.shortUrl, 'reused'), existing, settings.profileId);
    }
    const link = await create(job, index, url, deps);
    return remember(done(itemAt(job, index), link.shortUrl, 'created'), link, settings.profileId);
  } catch (error) {
    return failed(itemAt(job, index), error);
  }
}

function remember(item: BatchItem, link: Link, profileId: string): BatchItem {
  // The popup's recent links show the batch's links too; a lost history write loses no link.
  addToHistory(toHistoryEntry(link, profileId)).catch((error: unknown) =>
    console.warn('Could not add the short link to the history', error),
  );
  return item;
}

/**
 * When to look again for an interrupted write not found yet, or null: the server may go on
 * storing it for as long as the client would have waited for its answer (`timeoutMs` after
 * `sentAt`). Most writes land within a second or two, so the lookups come 1, 2, 4, 8… seconds
 * after it went out, the last one at the time-out. Only `sentAt` decides: a new worker takes up
 * the schedule where a stopped one left it.
 */
export function nextLookup(sentAt: number, now: number, timeoutMs: number): number | null {
  let wait = 1_000;
  while (sentAt + wait <= now) wait *= 2;
  return now < sentAt + timeoutMs ? sentAt + Math.min(wait, timeoutMs) : null;
}

/**
 * A write that was in flight when the worker stopped: it may or may not have reached the
 * server. Sending it again could make a second link, so it is never re-sent: the server is asked
 * for a link of that URL made since the write went out, again on nextLookup's schedule while the
 * server may still be storing it. Found: that is the URL's link. Still not found after the
 * write's time-out: the item is reported (the write was lost, or lands much later), with what to
 * do. The schedule's waits are the job's own (a worker stopped meanwhile loses nothing: the next
 * one, woken by the job's alarm or any event such as the popup opening, looks at once).
 */
async function settleInterrupted(job: BatchJob, index: number, deps: BatchDeps): Promise<BatchItem> {
  const item = itemAt(job, index);
  const sentAt = item.sentAt ?? job.startedAt;
  const wanted = httpUrl(item.url);
  try {
    for (;;) {
      const page = await paced(job, deps, () =>
        deps.api.links.list({ search: item.url, searchBy: 'url', perPage: 100 }, ask),
      );
      const made = page.items.find(
        (link) =>
          httpUrl(link.url) === wanted &&
          (link.createdAt === null || !(Date.parse(link.createdAt) < sentAt - CLOCK_SLACK_MS)),
      );
      if (made) return remember(done(item, made.shortUrl, 'created'), made, deps.settings.profileId);
      const next = nextLookup(sentAt, deps.now(), deps.writeTimeoutMs ?? WRITE_TIMEOUT_MS);
      if (next === null) return failed(item, { code: 'timeout', message: '' }, t('batch_unconfirmed'));
      await deps.sleep(next - deps.now());
    }
  } catch (error) {
    return failed(item, error, t('batch_unconfirmed'));
  }
}

/**
 * The worker's one lane for the jobs' steps: a field run started during a long Shorten many job
 * goes on URL by URL beside it instead of waiting for its end, and no two steps ever read the same
 * spent budget at once (a step that waits for the reset holds the lane: every job waits for it).
 */
const oneStepAtATime = createTurns();

/** Runs every item not settled yet, saving after each; resolves with the finished job. */
export async function runBatch(job: BatchJob, deps: BatchDeps): Promise<BatchJob> {
  for (let index = 0; index < job.items.length; index++) {
    const { state } = itemAt(job, index);
    if (state === 'done' || state === 'failed') continue;
    job.items[index] = await oneStepAtATime(() =>
      state === 'sending' ? settleInterrupted(job, index, deps) : shortenItem(job, index, deps),
    );
    job.budget = deps.api.rateLimitBudget?.('links') ?? job.budget;
    job.waitUntil = null;
    await deps.save(job);
  }
  job.finishedAt = deps.now();
  await deps.save(job);
  return job;
}
