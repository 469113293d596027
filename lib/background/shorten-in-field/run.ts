/**
 * "Shorten links in this field": the URLs of the field the user is writing in become their short
 * links, in place. The writes are Shorten many's (batch/run.ts), run in the worker's memory: one
 * per distinct URL, an existing link reused when reuse is on, a short URL of the account kept,
 * paced on the rate limit, a failed write never sent again and its URL left as it was. A campaign
 * preset's parameters go on each URL first, as the link form adds them.
 */
import { browser } from 'wxt/browser';
import { toApiErrorData } from '../../api/errors';
import type { Api } from '../../api/types';
import { withCampaign } from '../../shared/campaign';
import { errorText } from '../../shared/error-text';
import type { Settings } from '../../shared/settings/schema';
import { campaignsStorageKey, findPreset, readStoredCampaigns } from '../../shared/stored-campaigns';
import { newJob } from '../batch/jobs';
import { runBatch } from '../batch/run';
import { REQUEST_TIMEOUTS } from '../request-timeouts';
import type { FieldContent } from './field-links';
import type { FieldOutcome } from './notice';
import { distinctUrls, fieldEdits, fieldOccurrences } from './occurrences';
import type { FieldPage } from './page';

export interface FieldTarget {
  tabId: number | undefined;
  /** The menu click's frame; none for the key (the frame whose field has the focus). */
  frameId?: number | undefined;
  profileId?: string | undefined;
  /** A campaign preset's name: its parameters go on every URL before it is shortened. */
  preset?: string | undefined;
}

export interface FieldDeps {
  getApi: (settings: Settings) => Promise<Api>;
  page: FieldPage;
  /** Waits out a spent rate limit (the worker is kept alive meanwhile). */
  sleep: (ms: number) => Promise<void>;
}

/** Tries to write into a field the user keeps typing in, each time into what it holds then. */
const WRITE_TRIES = 3;

const none = (found: number): FieldOutcome => ({ found, shortened: 0, kept: 0, failed: [], undoable: null });

async function presetValues(profileId: string, name: string) {
  const key = campaignsStorageKey(profileId);
  const stored = await browser.storage.local.get(key);
  return findPreset(readStoredCampaigns(stored[key]), name)?.values ?? null;
}

/** Shortens the field's links and writes them in; the outcome says what happened (never rejects). */
export async function shortenInField(
  target: FieldTarget,
  settings: Settings & { profileId: string },
  deps: FieldDeps,
): Promise<FieldOutcome> {
  try {
    const read = target.tabId === undefined ? null : await deps.page.read(target.tabId, target.frameId);
    if (!read || target.tabId === undefined) return { ...none(0), problem: 'noField' };
    const urls = distinctUrls(fieldOccurrences(read.content));
    if (urls.length === 0) return none(0);
    const campaign = target.preset ? await presetValues(settings.profileId, target.preset) : undefined;
    if (campaign === null) return { ...none(urls.length), problem: 'presetMissing' };
    const job = newJob(
      { source: 'field', items: urls.map((url) => ({ url, title: null })) },
      settings.profileId,
      Date.now(),
    );
    const done = await runBatch(job, {
      api: await deps.getApi(settings),
      settings,
      save: async () => undefined,
      now: Date.now,
      sleep: deps.sleep,
      writeTimeoutMs: REQUEST_TIMEOUTS?.write,
      ...(campaign ? { destination: (url: string) => withCampaign(url, campaign) ?? url } : {}),
    });
    const shortBy = new Map<string, string>();
    const outcome: FieldOutcome = { ...none(urls.length), frameId: read.frameId };
    for (const item of done.items) {
      if (item.state === 'failed') outcome.failed.push({ url: item.url, message: item.error?.message ?? '' });
      else if (item.origin === 'short') outcome.kept++;
      else if (item.shortUrl) shortBy.set(item.url, item.shortUrl);
    }
    outcome.shortened = shortBy.size;
    if (shortBy.size === 0) return outcome;
    return { ...outcome, ...(await writeIn(target.tabId, read, shortBy, deps.page)) };
  } catch (error) {
    return { ...none(0), problem: 'error', error: errorText(toApiErrorData(error)) };
  }
}

/** Writes the short links into what the field holds now: the user may have typed meanwhile. */
async function writeIn(
  tabId: number,
  read: { frameId: number; content: FieldContent },
  shortBy: ReadonlyMap<string, string>,
  page: FieldPage,
): Promise<Pick<FieldOutcome, 'undoable' | 'problem'>> {
  let content = read.content;
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const edits = fieldEdits(fieldOccurrences(content), shortBy);
    if (edits.length === 0) return { undoable: null };
    const written = await page.write(tabId, read.frameId, content, edits);
    if (written.state === 'written') return { undoable: written.undoable };
    if (written.state === 'gone' || written.state === 'refused') break;
    content = written.content;
  }
  return { undoable: null, problem: 'gone' };
}
