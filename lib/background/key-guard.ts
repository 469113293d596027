/**
 * The worker's side of "a key belongs to the addresses it was typed for": whatever a page sends
 * (Save, Test connection, an import, a hand-made message), a saved key goes only to the origins
 * it was typed for, or to those the user agreed to by name (lib/shared/settings/key-origins.ts).
 */
import { ApiError } from '../api/errors';
import { t } from '../shared/i18n';
import { originsWithoutKey } from '../shared/settings/key-origins';
import type { Settings } from '../shared/settings/schema';

type Urls = Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>;

/** Refused at the key field: what the page shows there, naming the new origins. */
export function keyNotSentError(origins: readonly string[]): ApiError {
  const list = origins.join(', ');
  return new ApiError({
    code: 'validation',
    message: `The saved key was typed for another address: type it again for ${list}, or agree to send it there.`,
    fields: { apiKey: [t('options_keyNewOrigin', list)] },
  });
}

/**
 * The origins the saved key may go to once it is used with `urls`: its own and `agreed` (the new
 * origins the user named). Throws keyNotSentError when `urls` reach an origin outside both.
 */
export function keyOriginsFor(
  keyOrigins: readonly string[],
  urls: Urls,
  agreed: readonly string[] = [],
): string[] {
  const added = originsWithoutKey(keyOrigins, urls);
  const refused = added.filter((origin) => !agreed.includes(origin));
  if (refused.length > 0) throw keyNotSentError(refused);
  return [...keyOrigins, ...added];
}

/** Before any request with a saved profile's key: its addresses must be ones the key belongs to. */
export function assertKeyBelongs(settings: Settings): void {
  if (settings.apiKey !== '') keyOriginsFor(settings.keyOrigins, settings);
}
