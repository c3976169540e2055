import { Button } from '../../../../components/ui/button';
import { formatNumber } from '../../../../lib/format';

/**
 * Where page `page` (from 0) of `pageSize` rows starts (`from`) and ends (`to`, one past its last
 * row), and how many pages `total` rows make (at least one).
 */
export function pageBounds(page: number, pageSize: number, total: number) {
  const from = page * pageSize;
  return {
    from,
    to: Math.min(from + pageSize, total),
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export interface TablePagerProps {
  /** The rows shown: the first one's index, one past the last one's, and how many there are. */
  from: number;
  to: number;
  total: number;
  /**
   * The page shown (from 0) and its buttons, named by `label`; left out when the rows shown are
   * not a page (e.g. one month of a schedule).
   */
  paging?: { page: number; pages: number; label: string; onPage: (page: number) => void };
}

/** Under a long table: which rows it shows, and buttons to the previous and next page. */
export function TablePager({ from, to, total, paging }: TablePagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-slate-700">
        Rows {formatNumber(from + 1)}–{formatNumber(to)} of {formatNumber(total)}
        {paging ? ` · page ${formatNumber(paging.page + 1)} of ${formatNumber(paging.pages)}` : ''}
      </p>
      {paging ? (
        <nav aria-label={paging.label} className="flex gap-2 print:hidden">
          <Button
            variant="secondary"
            disabled={paging.page === 0}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={paging.page >= paging.pages - 1}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            Next page
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
