/**
 * One check of the alerts at a time. A slow check (a server that takes its time) and the next
 * alarm must not run side by side: each reads what was said, and the later writer would forget
 * what the earlier one said, so a cause could be said twice. A variable of the worker is not
 * enough: a worker stopped mid-check leaves no trace in the next one, whose alarm may come
 * while the old check's requests are still answered. So the check holds a lease in storage,
 * with an expiry: a check that ends gives it back; one whose worker was stopped lets it expire.
 */
import { storage } from 'wxt/utils/storage';
import { createTurns } from '../../shared/in-turn';

/**
 * Longer than a check can last: Chrome ends an event's work after 5 minutes, and a check's
 * requests are background ones with their own timeouts. A lease left by a stopped worker holds
 * back at most the next alarm or two (one every 5 minutes).
 */
export const CHECK_LEASE_MS = 6 * 60_000;

interface Held {
  /** The check holding it (a new id per check). */
  owner: string;
  /** When it lapses (ms), whether or not its check ended. */
  until: number;
}

const leaseItem = storage.defineItem<Held | null>('local:alertsCheck', { fallback: null });
// Take and give back in turn: two checks of one worker must not both read "free".
const inTurn = createTurns();

/** Takes the lease for `owner` unless another check holds one that has not lapsed. */
export function takeLease(owner: string, now: number): Promise<boolean> {
  return inTurn(async () => {
    const held = await leaseItem.getValue();
    if (held && held.owner !== owner && held.until > now) return false;
    await leaseItem.setValue({ owner, until: now + CHECK_LEASE_MS });
    return true;
  });
}

/** Gives the lease back, if `owner` still holds it (a lapsed one may be another check's now). */
export function releaseLease(owner: string): Promise<void> {
  return inTurn(async () => {
    if ((await leaseItem.getValue())?.owner === owner) await leaseItem.removeValue();
  });
}
