/**
 * The field run's last step: the short links go into the field only while it holds the text that
 * was read. The page answers `changed` with what it holds now (the user typed meanwhile): the
 * URLs are found again in that and the write tried on it, up to WRITE_TRIES times. A field that
 * changed that often, no longer holds the URLs, is gone, or whose page refused the write is left
 * as it is, and the links are given to the user to copy instead.
 */

import { httpUrl } from '../urls-in-text';
import type { FieldContent, FieldWrite } from './field-links';
import type { FieldJob } from './job';
import type { FieldOutcome } from './notice';
import { distinctUrls, fieldEdits, fieldOccurrences } from './occurrences';
import type { FieldPage } from './page';

/** Tries to write into a field the user keeps typing in, each time into what it holds then. */
export const WRITE_TRIES = 3;

/** What the settled writes give: the counts, the failures, and each URL's short link. */
export function tally(run: FieldJob): { outcome: FieldOutcome; shortBy: Map<string, string> } {
  const shortBy = new Map<string, string>();
  const outcome: FieldOutcome = {
    found: run.job.items.length,
    shortened: 0,
    kept: 0,
    failed: [],
    undoable: null,
    frameId: run.frameId,
  };
  for (const item of run.job.items) {
    if (item.state === 'failed') outcome.failed.push({ url: item.url, message: item.error?.message ?? '' });
    else if (item.origin === 'short') outcome.kept++;
    else if (item.shortUrl) shortBy.set(item.url, item.shortUrl);
  }
  outcome.shortened = shortBy.size;
  return { outcome, shortBy };
}

/** Whether the field holds every short link (which only a write of this run puts there, as a rule). */
function holdsEvery(content: FieldContent, shortBy: ReadonlyMap<string, string>): boolean {
  const held = new Set(distinctUrls(fieldOccurrences(content)));
  return [...shortBy.values()].every((shortUrl) => held.has(httpUrl(shortUrl) ?? shortUrl));
}

/**
 * Writes the short links in, saving the run before each write. A write a stopped worker left
 * unanswered is sent again as it was: the page applies it only to the text it expects, so a write
 * that had gone in finds the short links there and nothing left to do.
 */
export async function writeShortLinks(
  run: FieldJob,
  save: (run: FieldJob) => Promise<void>,
  page: FieldPage,
): Promise<FieldOutcome> {
  const { outcome, shortBy } = tally(run);
  if (shortBy.size === 0) return outcome;
  let { content, tries } = run;
  for (;;) {
    const edits = fieldEdits(fieldOccurrences(content), shortBy);
    // No long URL left: either the short links are in (a write before a stop) or they were typed away.
    if (edits.length === 0 && holdsEvery(content, shortBy)) return outcome;
    if (edits.length === 0 || tries >= WRITE_TRIES) break;
    await save({ ...run, content, tries });
    const written = await page
      .write(run.tabId, run.frameId, content, edits)
      .catch((): FieldWrite => ({ state: 'gone' })); // The tab or its frame closed.
    if (written.state === 'written') return { ...outcome, undoable: written.undoable };
    if (written.state !== 'changed') break;
    content = written.content;
    tries++;
  }
  const unwritten = [...shortBy].map(([url, shortUrl]) => ({ url, shortUrl }));
  return { ...outcome, problem: 'notTaken', unwritten };
}
