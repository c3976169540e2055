import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/**
 * The page shown for page `page` (from 0) of `pageSize` rows: `page` itself, or the last page when
 * the rows have become fewer than it needs; where it starts (`from`) and ends (`to`, one past its
 * last row); and how many pages `total` rows make (at least one).
 *
 * @example pageBounds(50, 25, 123) // { page: 4, from: 100, to: 123, pages: 5 }
 */
export function pageBounds(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(page, 0), pages - 1);
  const from = shown * pageSize;
  return { page: shown, from, to: Math.min(from + pageSize, total), pages };
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
