/**
 * How many clicks a link has had today, counted as its statistics view's Today counts them: the
 * links service's `clicks` series for the account's day (the links service counts days in its
 * account's zone: docs/API.md section 7.1; like the view, the browser's zone when the account
 * names none). A "taking off" alert says this number, so the view its click opens shows the same.
 */
import { callOptions, mayStart } from '../../api/request-policy';
import type { Link } from '../../api/schemas';
import type { Api } from '../../api/types';
import type { Settings } from '../../shared/settings/schema';
import { dayIn } from '../../shared/stats/clock';
import { rememberedZone } from '../stats/zone';

const options = callOptions('background');

/** The account's zone: remembered this session by the views, else asked (one request). */
async function accountZone(api: Api, settings: Settings): Promise<string | null> {
  const remembered = await rememberedZone(settings, 'links');
  if (remembered !== undefined) return remembered;
  return (await api.account.get(options, 'links'))?.timeZone ?? null;
}

/** Today's clicks of `link` in its Today view; null when the window leaves no request for it. */
export async function clicksToday(api: Api, settings: Settings, link: Pick<Link, 'id'>, now: number) {
  if (!mayStart('background', api.rateLimitBudget?.('links'))) return null;
  const day = dayIn(await accountZone(api, settings), new Date(now));
  const series = await api.stats.series('links', link.id, 'clicks', { from: day, to: day }, options);
  return series.points.reduce((sum, point) => sum + point.count, 0);
}
