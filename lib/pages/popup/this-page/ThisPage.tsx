import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../../api/schemas';
import { t, tCount } from '../../../shared/i18n';
import { dayIn } from '../../../shared/stats/clock';
import { send } from '../../rpc';
import { lastWeek } from '../this-site/site-stats';
import { pageLinksOf } from './page-links';
import { clicksOf, PAGE_ROWS, pageviewsOf, storedPage } from './this-page';
import './this-page.css';
import { formatNumber } from '../../../shared/format';

interface ThisPageProps {
  /** The tracked website's id. */
  id: number;
  /** The target tab's URL. */
  url: string;
  /** The analytics server's clock (askZone for websites), as the panel counts its days. */
  zone: string | null;
}

/**
 * "This page", under the site's figures: the tab's page's pageviews over the last 7
 * days (the `page` list searched for it, one request, kept 5 minutes by the worker) and the
 * clicks of the short links that point at it (the page lookup "Already shortened" made). Each
 * line shows once known; nothing while neither is.
 */
export function ThisPage({ id, url, zone }: ThisPageProps) {
  const page = storedPage(url);
  const [pageviews, setPageviews] = useState<number | null>(null);
  const [links, setLinks] = useState<Link[]>([]);
  useEffect(() => {
    if (!page) return;
    let live = true;
    const range = lastWeek(dayIn(zone));
    void send('stats.top', {
      service: 'websites',
      id,
      name: 'page',
      ...range,
      search: page,
      perPage: PAGE_ROWS,
    }).then((answer) => {
      if (live && answer.ok && answer.value.supported && answer.value.data)
        setPageviews(pageviewsOf(answer.value.data, page));
    });
    const cancel = pageLinksOf(url, setLinks);
    return () => {
      live = false;
      cancel();
    };
  }, [id, url, zone]);
  if (!page || (pageviews === null && links.length === 0)) return null;
  return (
    <div class="this-page">
      <h3>
        {t('page_thisPage')} <span class="this-page-path">{page}</span>
      </h3>
      <dl>
        {pageviews !== null && (
          <div>
            <dt>{t('page_pageviews7d')}</dt>
            <dd>{formatNumber(pageviews)}</dd>
          </div>
        )}
        {links.length > 0 && (
          <div>
            <dt>{tCount('page_linkClicks', links.length)}</dt>
            <dd>{formatNumber(clicksOf(links))}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
