import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import type { Send } from '../send';
import { timeOf } from '../stats/CardState';
import { createRequestQueue, type RequestQueue } from '../stats/queue';
import { useQueueStatus } from '../stats/use-queue-status';
import { useStatsClock } from '../stats/use-stats-clock';
import type { VisitorsDashboard } from './WeekVisitorsCell';

/** At most this many rows ask for their visitors at once (as the statistics view's cards). */
const VISITORS_CONCURRENCY = 3;

/**
 * The rows' visitors: one request queue per page of websites, which starts from what
 * the previous page's queue learnt of the rate limit and holds the rows not asked yet when few requests
 * are left (the view then says once when they load); the analytics account's clock; and null once
 * the server turns out to have no statistics (the column goes).
 */
export function useVisitorsDashboard(
  send: Send,
  websites: readonly Website[],
): { rows: VisitorsDashboard; heldUntil: number | null } | null {
  const [unsupported, setUnsupported] = useState(false);
  const clock = useStatsClock(send, 'websites');
  const ids = websites.map((website) => website.id).join(',');
  const last = useRef<RequestQueue | null>(null);
  const queue = useMemo(() => {
    const budget = last.current?.budget() ?? null;
    last.current?.dispose();
    last.current = createRequestQueue(VISITORS_CONCURRENCY, { budget });
    return last.current;
  }, [ids]);
  useEffect(() => () => last.current?.dispose(), []);
  const status = useQueueStatus(queue);
  if (unsupported) return null;
  return {
    rows: { queue, send, clock, onUnsupported: () => setUnsupported(true) },
    heldUntil: status.heldUntil,
  };
}

/** Rows held for the rate limit's next window: said once, above the table. */
export function VisitorsNotice({ heldUntil }: { heldUntil: number | null }) {
  if (heldUntil === null) return null;
  return (
    <p class="visitors-notice" role="status">
      {t('manager_visitorsWait', timeOf(heldUntil))}
    </p>
  );
}
