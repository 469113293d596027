/** The words of each Difference (link-update-check.ts), by field, as the link form shows them. */
import { addFieldMessages, type FieldErrors } from '../api/errors';
import { t } from '../shared/i18n';
import type { Difference } from './link-update-check';

function noticeText(difference: Difference): string {
  switch (difference.kind) {
    case 'kept':
      return t('update_kept');
    case 'other':
      return t('update_other');
    case 'notSet':
      return t('update_notSet');
    case 'keptItems':
      return t(
        difference.field === 'pixels' ? 'update_keptPixels' : 'update_keptTargets',
        difference.items.join(', '),
      );
    case 'missingItems':
      return t('update_missingPixels', difference.items.join(', '));
  }
}

/** The notices per form field (the shape of field errors, so each sits at its input). */
export function differenceNotices(differences: Difference[]): FieldErrors {
  const notices: FieldErrors = {};
  for (const difference of differences) addFieldMessages(notices, difference.field, [noticeText(difference)]);
  return notices;
}
