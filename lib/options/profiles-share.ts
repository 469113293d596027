/**
 * Profiles leaving or entering the options page: the JSON a team shares (names and server
 * addresses, never a key), and the host permissions a removed profile leaves unused.
 */
import type { SharedProfile } from '../profile-actions';
import type { ProfileSummary } from '../settings';
import { originPatterns } from './validate';

export const PROFILES_FILE_FORMAT = 'shortener-extension-profiles';

/** The export file's text: what a profile is on its server, without key or account ids. */
export function profilesToJson(profiles: readonly ProfileSummary[]): string {
  const shared: SharedProfile[] = profiles.map(({ name, linksBaseUrl, analyticsBaseUrl, serverVersion }) => ({
    name,
    linksBaseUrl,
    analyticsBaseUrl,
    serverVersion,
  }));
  return `${JSON.stringify({ format: PROFILES_FILE_FORMAT, version: 1, profiles: shared }, null, 2)}\n`;
}

/**
 * The profiles of an export file, or null when the text is not one. Only the known fields are
 * kept (a key someone added by hand is dropped here, never imported); the background checks
 * each field again.
 */
export function parseProfilesFile(text: string): SharedProfile[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const file = data as { format?: unknown; profiles?: unknown };
  if (file?.format !== PROFILES_FILE_FORMAT || !Array.isArray(file.profiles)) return null;
  const profiles: SharedProfile[] = [];
  for (const entry of file.profiles as Record<string, unknown>[]) {
    if (typeof entry?.name !== 'string' || typeof entry.linksBaseUrl !== 'string') return null;
    const { name, linksBaseUrl, analyticsBaseUrl, serverVersion } = entry;
    profiles.push({
      name,
      linksBaseUrl,
      ...(typeof analyticsBaseUrl === 'string' ? { analyticsBaseUrl } : {}),
      ...(serverVersion === 'auto' || serverVersion === 'classic' || serverVersion === 'current'
        ? { serverVersion }
        : {}),
    });
  }
  return profiles;
}

type Urls = Pick<ProfileSummary, 'linksBaseUrl' | 'analyticsBaseUrl'>;
const patternsOf = (p: Urls) => originPatterns([p.linksBaseUrl, p.analyticsBaseUrl]);

/** Host permission patterns of `removed` that none of `remaining` uses (to permissions.remove). */
export function originsToRelease(removed: Urls, remaining: readonly Urls[]): string[] {
  const kept = new Set(remaining.flatMap(patternsOf));
  return patternsOf(removed).filter((pattern) => !kept.has(pattern));
}
