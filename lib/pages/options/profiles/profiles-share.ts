/**
 * Profiles leaving or entering the options page: the JSON a team shares (names and server
 * addresses, never a key), and the host permissions a removed profile leaves unused.
 */
import type { ProfileSummary, Settings, SettingsPatch } from '../../../shared/settings/schema';
import { checkBaseUrl, originPatterns } from '../connection/validate';

/** A profile as exported for sharing: no key, nothing that belongs to one account. */
export interface SharedProfile {
  name: string;
  linksBaseUrl: string;
  analyticsBaseUrl?: string | undefined;
  serverVersion?: Settings['serverVersion'] | undefined;
}

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

const bare = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * The settings.save patches that add `shared` beside `existing` (keys are typed afterwards): one
 * matching an existing profile's name and links URL, or without a valid links URL, is skipped;
 * an invalid analytics URL is dropped.
 */
export function importPatches(
  shared: readonly SharedProfile[],
  existing: readonly Pick<ProfileSummary, 'name' | 'linksBaseUrl'>[],
): SettingsPatch[] {
  const known = new Set(existing.map((p) => `${p.name.trim()} ${bare(p.linksBaseUrl)}`));
  const patches: SettingsPatch[] = [];
  for (const entry of shared) {
    const profileName = entry.name.trim();
    const linksBaseUrl = bare(entry.linksBaseUrl);
    const key = `${profileName} ${linksBaseUrl}`;
    if (known.has(key) || !checkBaseUrl(linksBaseUrl).ok) continue;
    known.add(key);
    const analytics = bare(entry.analyticsBaseUrl ?? '');
    patches.push({
      profileName,
      linksBaseUrl,
      analyticsBaseUrl: checkBaseUrl(analytics).ok ? analytics : '',
      serverVersion: entry.serverVersion ?? 'auto',
    });
  }
  return patches;
}

type Urls = Pick<ProfileSummary, 'linksBaseUrl' | 'analyticsBaseUrl'>;
const patternsOf = (p: Urls) => originPatterns([p.linksBaseUrl, p.analyticsBaseUrl]);

/** Host permission patterns of `removed` that none of `remaining` uses (to permissions.remove). */
export function originsToRelease(removed: Urls, remaining: readonly Urls[]): string[] {
  const kept = new Set(remaining.flatMap(patternsOf));
  return patternsOf(removed).filter((pattern) => !kept.has(pattern));
}
