/**
 * What an organization's policy locks is refused at save, at its field: the policy's value wins
 * at every read, so a change saved there would silently never apply.
 */
import { normalizeBaseUrl } from '../../api/client';
import { ApiError, type FieldErrors } from '../../api/errors';
import { t } from '../../shared/i18n';
import { lockedFields } from '../../shared/managed-profiles';
import type { StoredProfile } from '../../shared/profiles';
import type { Settings } from '../../shared/settings/schema';

/** A field's value as saves compare it: an address without its trailing slash. */
const compared = (settings: Settings, field: string) => {
  const value = String(settings[field as keyof Settings] ?? '');
  return field.endsWith('BaseUrl') ? normalizeBaseUrl(value) : value;
};

/** Throws a `validation` ApiError naming each locked field of `profile` that `next` changes from `current`. */
export function assertLockedKept(
  profile: StoredProfile | undefined,
  current: Settings,
  next: Settings,
): void {
  const fields: FieldErrors = {};
  for (const field of lockedFields(profile)) {
    if (compared(next, field) !== compared(current, field)) fields[field] = [t('profile_managedField')];
  }
  if (Object.keys(fields).length === 0) return;
  throw new ApiError({
    code: 'validation',
    message: `Set by the organization's policy, not changed: ${Object.keys(fields).join(', ')}.`,
    fields,
  });
}
