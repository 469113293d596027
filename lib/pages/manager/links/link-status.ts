/**
 * A link's status as the list filter means it (docs/API.md section 2): disabled wins, then expired
 * (the end date-time has come, or the click limit is reached), else active.
 */
import type { Link } from '../../../api/schemas';

export type LinkStatus = 'active' | 'expired' | 'disabled';

export function linkStatus(
  link: Pick<Link, 'disabled' | 'endsAt' | 'clicks' | 'expirationClicks'>,
  now: number,
): LinkStatus {
  if (link.disabled) return 'disabled';
  if (link.expirationClicks > 0 && link.clicks >= link.expirationClicks) return 'expired';
  if (link.endsAt !== null) {
    const endsAt = Date.parse(link.endsAt);
    // An unreadable date is not evidence of expiry: leave the link active.
    // Expired once the end is strictly past, as the server counts it (docs/API.md section 2: "in
    // the past"): a link ending exactly now still redirects.
    if (!Number.isNaN(endsAt) && now > endsAt) return 'expired';
  }
  return 'active';
}
