/**
 * What the worker learnt about a profile's statistics route, per service and server
 * URL, in `storage.session` (the MV3 worker stops when idle; the browser session outlives it):
 * - `none`: the server has no statistics route (an older release): the views say so in one line
 *   and send nothing more. Asked again after a browser restart, since servers get updated.
 * - `current` / `legacy`: which set of statistics names it speaks (docs/API.md section 7), so
 *   only the first request of a session may cost a 422 and a retry.
 * Cleared with the profile's statistics (cache.ts clearProfileStats).
 */
import { storage } from 'wxt/utils/storage';
import type { NameSet, StatsService } from '../../api/stats/types';

export type StatsServerKind = NameSet | 'none';

interface Remembered {
  url: string;
  kind: StatsServerKind;
}

const item = (profileId: string, service: StatsService) =>
  `session:statsServer:${profileId}:${service}` as const;

/** What is known of the server at `url`; null when nothing is, or it was learnt of another URL. */
export async function recallStatsServer(
  profileId: string,
  service: StatsService,
  url: string,
): Promise<StatsServerKind | null> {
  const remembered = await storage.getItem<Remembered>(item(profileId, service));
  return remembered?.url === url ? remembered.kind : null;
}

export async function rememberStatsServer(
  profileId: string,
  service: StatsService,
  url: string,
  kind: StatsServerKind,
): Promise<void> {
  await storage.setItem<Remembered>(item(profileId, service), { url, kind });
}
