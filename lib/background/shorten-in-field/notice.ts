/**
 * What the user is told after "Shorten links in this field": how many links changed (with the
 * plural forms of the messages' language), which URLs failed and why (each left as it was),
 * or why nothing changed; when the page did not take the change, the short links to copy.
 */

import { t, tCount } from '../../shared/i18n';
import type { FieldUndo } from './field-links';

export interface FieldOutcome {
  /** Distinct URLs found in the field. */
  found: number;
  /** Distinct URLs replaced by their short link (made now or reused). */
  shortened: number;
  /** Short URLs of the account, left as they are. */
  kept: number;
  failed: Array<{ url: string; message: string }>;
  /** Whether the page's own undo takes the write back (null: nothing was written). */
  undoable: boolean | null;
  /**
   * Why nothing (or not everything) could be done. `notTaken`: the links were made but the field
   * changed too often, is gone, or its page refused the write: they are in `unwritten`.
   */
  problem?: 'noField' | 'notTaken' | 'presetMissing' | 'error';
  /** The short links the field did not take, in the field's order, for the notification's Copy links. */
  unwritten?: Array<{ url: string; shortUrl: string }>;
  /** The sentence of an error that stopped everything (not configured, no access). */
  error?: string;
  /** The frame whose field was read. */
  frameId?: number;
}

/** The notification's title and text. */
export function fieldNotice(outcome: FieldOutcome, preset?: string): { title: string; message: string } {
  const trouble = (message: string) => ({ title: t('field_notifyTitle'), message });
  if (outcome.problem === 'noField') return trouble(t('field_noField'));
  if (outcome.problem === 'presetMissing') return trouble(t('field_presetMissing', preset ?? ''));
  if (outcome.problem === 'error') return trouble(outcome.error ?? '');
  if (outcome.found === 0) return { title: t('field_notifyTitle'), message: t('field_noLinks') };
  const lines: string[] = [];
  if (outcome.problem === 'notTaken') {
    lines.push(t('field_notTaken'));
    for (const { url, shortUrl } of outcome.unwritten ?? []) lines.push(`${url} → ${shortUrl}`);
  } else if (outcome.shortened > 0) lines.push(tCount('field_done', outcome.shortened));
  else if (outcome.failed.length === 0) lines.push(t('field_allShort'));
  if (outcome.failed.length > 0) {
    lines.push(tCount('field_failed', outcome.failed.length));
    for (const { url, message } of outcome.failed) lines.push(`${url}: ${message}`);
  }
  if (outcome.undoable === false) lines.push(t('field_undoHint'));
  if (outcome.unwritten?.length) lines.push(t('field_copyHint'));
  return { title: t('field_notifyTitle'), message: lines.join('\n') };
}

/** What the notification's Copy links puts on the clipboard: the short links, one a line. */
export const unwrittenText = (outcome: FieldOutcome): string =>
  (outcome.unwritten ?? []).map((link) => link.shortUrl).join('\n');

/** Why the notification's Undo put nothing back: the user typed in the field since, or it is gone. */
export const undoRefused = (result: Exclude<FieldUndo, 'undone'>): string =>
  t(result === 'changed' ? 'field_undoChanged' : 'field_undoGone');
