import { formatNumber } from '../../shared/format';
import { t } from '../../shared/i18n';

interface PagerProps {
  page: number;
  lastPage: number;
  /** The sentence with the total ("25 links in all"). */
  totalText: string;
  onPage: (page: number) => void;
}

export function Pager({ page, lastPage, totalText, onPage }: PagerProps) {
  return (
    <div class="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('manager_previousPage')}
      </button>
      <span>
        {t('manager_pageOf', [formatNumber(page), formatNumber(Math.max(lastPage, 1))])} · {totalText}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('manager_nextPage')}
      </button>
    </div>
  );
}
