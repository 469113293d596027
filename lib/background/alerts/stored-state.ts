/**
 * What the alerts remember between checks, per profile, in `storage.local` (the MV3 worker
 * stops between two alarms, and a notification must never be shown twice for one cause): what
 * was said, each server's health, when the slower checks last ran, the past days' hourly
 * visitors of each tracked site (a past day does not change: asked once) and the links' click
 * totals at each day's first look (how many clicks a link had today and on a usual day).
 */
import { storage } from 'wxt/utils/storage';
import type { Health } from './rules';

export interface AlertState {
  /** Cause -> when it was said (ms). */
  said: Record<string, number>;
  health: Partial<Record<'links' | 'websites', Health>>;
  lastRun: { sites?: number; links?: number };
  /** `<site id>:<YYYY-MM-DD>` -> that past day's 24 hourly visitors. */
  visits: Record<string, number[]>;
  /** `YYYY-MM-DD` -> link id -> its total clicks at that day's first look. */
  firstLooks: Record<string, Record<string, number>>;
  /** Link id -> its total clicks at the last look (milestones are passed between two looks). */
  lastClicks: Record<string, number>;
  /** Link id -> its short URL (what the daily summary names). */
  linkNames: Record<string, string>;
}

export const emptyAlertState = (): AlertState => ({
  said: {},
  health: {},
  lastRun: {},
  visits: {},
  firstLooks: {},
  lastClicks: {},
  linkNames: {},
});

const stateKey = (profileId: string) => `local:alerts:${profileId}` as const;

export async function readAlertState(profileId: string): Promise<AlertState> {
  const stored = await storage.getItem<Partial<AlertState>>(stateKey(profileId));
  return { ...emptyAlertState(), ...(stored ?? {}) };
}

export async function writeAlertState(profileId: string, state: AlertState): Promise<void> {
  await storage.setItem(stateKey(profileId), state);
}

/** Forgets a removed profile's alerts with it. */
export async function clearAlertState(profileId: string): Promise<void> {
  await storage.removeItem(stateKey(profileId));
}

const DAY_MS = 86_400_000;

/** Forgets what no rule reads any more: causes said 40 days ago, days older than 5 weeks. */
export function pruneAlertState(state: AlertState, nowMs: number): AlertState {
  const oldestDay = new Date(nowMs - 35 * DAY_MS).toISOString().slice(0, 10);
  const said = Object.fromEntries(Object.entries(state.said).filter(([, at]) => nowMs - at < 40 * DAY_MS));
  const visits = Object.fromEntries(
    Object.entries(state.visits).filter(([key]) => (key.split(':')[1] ?? '') >= oldestDay),
  );
  const days = Object.keys(state.firstLooks).sort().slice(-8);
  const firstLooks = Object.fromEntries(days.map((day) => [day, state.firstLooks[day] ?? {}]));
  return { ...state, said, visits, firstLooks };
}
