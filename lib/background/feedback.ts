/**
 * Shorten without a page (context menu, keyboard shortcut): shorten -> copy (copyAutomatically)
 * -> notification with the short URL, or with the error and what to do (notifications on) ->
 * badge ✓ or "!". History is added by the shorten use case. Resolves when all of that is done;
 * never rejects (the outcome says what happened: the e2e hook and tests read it).
 */
import { type ApiErrorData, toApiErrorData } from '../api/errors';
import type { Api } from '../api/types';
import { errorText, fieldMessageText } from '../shared/error-text';
import { t } from '../shared/i18n';
import type { ShortenResult } from '../shared/protocol';
import type { Settings } from '../shared/settings/schema';
import { assertShortenable } from '../shared/urls';
import { notify } from './notifications/show';
import { loadSettings } from './settings/store';
import { shorten } from './shorten';
import { flashBadge } from './toolbar-flash';

export interface QuickDeps {
  /** `settings`: the ones the caller has just read (saves a second read). */
  getApi: (settings?: Settings) => Promise<Api>;
  copy: (text: string) => Promise<void>;
}

export type QuickOutcome =
  | { ok: true; result: ShortenResult; copied: boolean }
  | { ok: false; error: ApiErrorData };

/** How the link came about: made now, an existing one for the URL, or the URL was the short link itself. */
export type LinkOrigin = 'created' | 'reused' | 'short';

function successTitle(origin: LinkOrigin, copied: boolean) {
  // a short URL of the account says so, not "reused" (nothing was asked of a page).
  if (origin === 'short')
    return copied ? t('notify_alreadyShort_title') : t('notify_alreadyShort_not_copied_title');
  if (origin === 'reused') return copied ? t('notify_reused_title') : t('notify_reused_not_copied_title');
  return copied ? t('notify_copied_title') : t('notify_created_title');
}

/** Reports a failure the user should act on: notification (if on) and the "!" badge. */
export async function reportFailure(error: ApiErrorData, settings?: Settings, text = errorText(error)) {
  const { notifications } = settings ?? (await loadSettings());
  await Promise.all([notifications ? notify(t('notify_error_title'), text) : undefined, flashBadge('error')]);
  return { ok: false as const, error };
}

/**
 * Copies `shortUrl` when `copy` is true and reports it: notification (if on) and the ✓ badge.
 * Resolves to whether it was copied. Shared by the shortcut, the menu and the address bar.
 */
export async function copyWithFeedback(
  shortUrl: string,
  origin: LinkOrigin,
  copy: boolean,
  settings: Settings,
  deps: QuickDeps,
): Promise<boolean> {
  let copied = false;
  let copyFailed = false;
  if (copy) {
    try {
      await deps.copy(shortUrl);
      copied = true;
    } catch (error) {
      copyFailed = true;
      console.warn('Could not copy the short link', error);
    }
  }
  await Promise.all([
    settings.notifications
      ? notify(successTitle(origin, copied), copyFailed ? t('notify_copy_failed', shortUrl) : shortUrl)
      : undefined,
    flashBadge('success'),
  ]);
  return copied;
}

/** Shortens on profile `profileId` (a menu's child item), else on the active profile. */
export async function shortenWithFeedback(
  url: string | undefined,
  deps: QuickDeps,
  profileId?: string,
): Promise<QuickOutcome> {
  const settings = await loadSettings(profileId);
  let result: ShortenResult;
  try {
    const target = assertShortenable(url);
    result = await shorten({ url: target }, { api: await deps.getApi(settings), settings });
  } catch (error) {
    const data = toApiErrorData(error);
    // Nothing was typed for a menu or a shortcut: the URL's own message says it all (a deleted
    // link's short URL; a server's plan limit), without "check what you entered".
    const urlMessages = data.code === 'validation' ? data.fields?.url : undefined;
    return reportFailure(
      data,
      settings,
      urlMessages?.length ? urlMessages.map(fieldMessageText).join(' ') : errorText(data),
    );
  }

  const copied = await copyWithFeedback(
    result.link.shortUrl,
    result.alreadyShort ? 'short' : result.reused ? 'reused' : 'created',
    settings.copyAutomatically,
    settings,
    deps,
  );
  return { ok: true, result, copied };
}
