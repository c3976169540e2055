import type { CycleResult } from '@freedompath/engine/fire';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { tableCsv } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { ScrollableTable } from '../calculators/kit/results/scrollable-table';
import { pageBounds, TablePager } from '../calculators/kit/results/table-pager';
import { csvFileName, downloadCsv } from '../calculators/kit/results/to-csv';
import { useTableSort } from '../calculators/kit/results/use-table-sort';
import { cycleName, isoMonth } from './fire-format';
import type { CycleNoun } from './fire-format';

/** Rows a page: 1,471 rows (10,000 runs) rendered at once would block the page too long. */
const CYCLES_PAGE_SIZE = 25;

/** A cycle with its place in start (or run) order, the table's first order. */
interface IndexedCycle extends CycleResult {
  order: number;
}

const byNumber = (pick: (row: IndexedCycle) => number) => (a: IndexedCycle, b: IndexedCycle) =>
  pick(a) - pick(b);

const money = (pick: (row: IndexedCycle) => number) => ({
  value: pick,
  format: (row: IndexedCycle) => formatCurrency(pick(row)),
  numeric: true,
  compare: byNumber(pick),
});

/** A retirement that lasted sorts after every one that ran out, however late. */
const ranOutIn = (row: IndexedCycle) => row.failedInYear ?? Number.POSITIVE_INFINITY;

function columnsFor(first: CycleNoun['column']): Array<DataColumn<IndexedCycle>> {
  return [
    {
      header: first,
      value: (row) => (row.start ? isoMonth(row.start) : (row.run ?? 0) + 1),
      format: cycleName,
      compare: byNumber((row) => row.order),
    },
    { header: 'Ending balance', ...money((row) => row.endingBalance) },
    { header: 'Lowest balance', ...money((row) => row.lowestBalance) },
    { header: 'Total spending', ...money((row) => row.totalSpending) },
    {
      header: 'Ran out in year',
      value: (row) => row.failedInYear,
      format: (row) =>
        row.failedInYear === null ? 'Lasted' : `Year ${formatNumber(row.failedInYear)}`,
      numeric: true,
      compare: byNumber(ranOutIn),
    },
  ];
}

export interface FireCyclesTableProps {
  cycles: readonly CycleResult[];
  /** What a cycle is called: a historical cycle or a simulated run. */
  noun: CycleNoun;
}

/**
 * Every cycle or run: sortable by any column (a header button; `aria-sort` says the order),
 * 25 rows a page, and every row as CSV in the order shown.
 */
export function FireCyclesTable({ cycles, noun }: FireCyclesTableProps) {
  const columns = useMemo(() => columnsFor(noun.column), [noun.column]);
  const indexed = useMemo(() => cycles.map((cycle, order) => ({ ...cycle, order })), [cycles]);
  const { sorted, sort, sortBy } = useTableSort(columns, indexed);
  // A page belongs to the cycles it was chosen among: a new run's start on their first page
  // (page 50 of 1,471 monthly cycles is no page of 123 yearly ones). The sort stays.
  const [paging, setPaging] = useState({ of: cycles, page: 0 });
  const showPage = (page: number) => setPaging({ of: cycles, page });
  const { page, from, to, pages } = pageBounds(
    paging.of === cycles ? paging.page : 0,
    CYCLES_PAGE_SIZE,
    sorted.length,
  );
  const caption = `Every ${noun.one}`;

  return (
    <Card>
      <section aria-labelledby="fire-cycles-heading" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="fire-cycles-heading" className="text-xl font-semibold text-slate-900">
            {caption}
          </h2>
          <Button
            variant="secondary"
            className="print:hidden"
            onClick={() => downloadCsv(csvFileName('fire-calculator'), tableCsv(columns, sorted))}
          >
            Download CSV
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          Balances and spending in today’s dollars. Choose a column’s heading to sort by it, and
          again to reverse the order.
        </p>
        <ScrollableTable
          caption={caption}
          columns={columns}
          rows={sorted.slice(from, to)}
          rowKey={(row) => String(row.order)}
          sort={{
            by: sort,
            onSort: (column) => {
              sortBy(column);
              showPage(0);
            },
          }}
        />
        <TablePager
          from={from}
          to={to}
          total={sorted.length}
          paging={{ page, pages, label: `${caption}: pages`, onPage: showPage }}
        />
      </section>
    </Card>
  );
}
