/**
 * The shape of `send` from lib/pages/rpc.ts, injected into the manager's logic and views so tests can
 * pass a fake one (no background, no server).
 */
import type { InputOf, MessageName, OutputOf, Result } from '../../shared/protocol';

export type Send = <N extends MessageName>(type: N, input: InputOf<N>) => Promise<Result<OutputOf<N>>>;

/** Waits `ms`, or less when `signal` aborts (it then resolves: callers check `signal.aborted`). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

export const CANCELLED = { code: 'cancelled', message: 'Cancelled.' } as const;
