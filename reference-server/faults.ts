/**
 * Fault injection: latency, forced answers, connection resets and hangs, per route.
 *
 * A route is `METHOD /path` where METHOD may be `*`, and in the path `*` matches one segment
 * and `**` any rest: 'GET /api/v1/links/*', 'POST /api/v1/links', '* /api/v1/**'. A bare path
 * (no method) matches every method; '*' alone matches every request.
 */
import type { FaultControl, RouteMatcher } from './types.ts';

export type FaultAction =
  | {
      type: 'respond';
      status: number;
      body?: unknown;
      contentType?: string;
      headers?: Record<string, string>;
    }
  | { type: 'reset' }
  | { type: 'hang' };

interface Queued {
  match: (method: string, path: string) => boolean;
  action: FaultAction;
  left: number;
  /** Matching requests still to let through before the fault starts (a budget being spent). */
  pass: number;
}

function compile(route: RouteMatcher): (method: string, path: string) => boolean {
  const trimmed = route.trim();
  if (trimmed === '*') return () => true;
  const space = trimmed.indexOf(' ');
  const method = space > 0 ? trimmed.slice(0, space).toUpperCase() : '*';
  const pattern = space > 0 ? trimmed.slice(space + 1).trim() : trimmed;
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const re = new RegExp(`^${source}$`);
  return (m, p) => (method === '*' || method === m) && re.test(p);
}

export class Faults implements FaultControl {
  private latencies: Array<{ route: string; match: Queued['match']; ms: number }> = [];
  private queue: Queued[] = [];

  latency(route: RouteMatcher, ms: number): void {
    this.latencies = this.latencies.filter((l) => l.route !== route);
    if (ms > 0) this.latencies.push({ route, match: compile(route), ms });
  }

  respond(
    route: RouteMatcher,
    fault: { status: number; body?: unknown; contentType?: string; headers?: Record<string, string> },
    times = 1,
    after = 0,
  ): void {
    this.queue.push({
      match: compile(route),
      action: { type: 'respond', ...fault },
      left: times,
      pass: after,
    });
  }

  reset(route: RouteMatcher, times = 1): void {
    this.queue.push({ match: compile(route), action: { type: 'reset' }, left: times, pass: 0 });
  }

  hang(route: RouteMatcher, times = 1): void {
    this.queue.push({ match: compile(route), action: { type: 'hang' }, left: times, pass: 0 });
  }

  clear(): void {
    this.latencies = [];
    this.queue = [];
  }

  /** The largest latency of the matching routes (0 when none). */
  delayFor(method: string, path: string): number {
    return Math.max(0, ...this.latencies.filter((l) => l.match(method, path)).map((l) => l.ms));
  }

  /** Takes the oldest queued fault matching this request, if any. */
  take(method: string, path: string): FaultAction | null {
    const q = this.queue.find((f) => f.left > 0 && f.match(method, path));
    if (!q) return null;
    if (q.pass > 0) {
      q.pass -= 1;
      return null;
    }
    q.left -= 1;
    this.queue = this.queue.filter((f) => f.left > 0);
    return q.action;
  }
}
