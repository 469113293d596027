/**
 * What the user is told after "Shorten links in this field": how many links changed (with the
 * plural forms of the interface's language), which URLs failed and why (each left as it was),
 * or why nothing changed.
 */

import { uiLanguage } from '../../shared/format';
import type { MessageKey } from '../../shared/i18n';
import { t } from '../../shared/i18n';

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
  /** Why nothing (or not everything) could be done. */
  problem?: 'noField' | 'gone' | 'presetMissing' | 'error';
  /** The sentence of an error that stopped everything (not configured, no access). */
  error?: string;
  /** The frame whose field was read. */
  frameId?: number;
}

const counted = (count: number, one: MessageKey, other: MessageKey) =>
  new Intl.PluralRules(uiLanguage()).select(count) === 'one'
    ? t(one, String(count))
    : t(other, String(count));

/** The notification's title and text. */
export function fieldNotice(outcome: FieldOutcome, preset?: string): { title: string; message: string } {
  const trouble = (message: string) => ({ title: t('field_notifyTitle'), message });
  if (outcome.problem === 'noField') return trouble(t('field_noField'));
  if (outcome.problem === 'presetMissing') return trouble(t('field_presetMissing', preset ?? ''));
  if (outcome.problem === 'error') return trouble(outcome.error ?? '');
  if (outcome.found === 0) return { title: t('field_notifyTitle'), message: t('field_noLinks') };
  const lines: string[] = [];
  if (outcome.problem === 'gone') lines.push(t('field_gone'));
  else if (outcome.shortened > 0)
    lines.push(counted(outcome.shortened, 'field_done_one', 'field_done_other'));
  else if (outcome.failed.length === 0) lines.push(t('field_allShort'));
  if (outcome.failed.length > 0) {
    lines.push(counted(outcome.failed.length, 'field_failed_one', 'field_failed_other'));
    for (const { url, message } of outcome.failed) lines.push(`${url}: ${message}`);
  }
  if (outcome.undoable === false) lines.push(t('field_undoHint'));
  return { title: t('field_notifyTitle'), message: lines.join('\n') };
}
