import type { PaymentScheduleRow, StrategyResult } from '@freedompath/engine/debt';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { SelectField } from '../calculators/kit/fields/select-field';
import { DataTable, tableCsv } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { pageBounds, TablePager } from '../calculators/kit/results/table-pager';
import { csvFileName, downloadCsv } from '../calculators/kit/results/to-csv';
import { monthStarts } from './balance-series';
import { formatYearMonth } from './debt-format';

/** Rows a page: 50 years × 20 debts is 12,000 rows, too many to render at once. */
const SCHEDULE_PAGE_SIZE = 120;

const money = (value: number) => formatCurrency(value, { cents: true });

const scheduleColumns: ReadonlyArray<DataColumn<PaymentScheduleRow>> = [
  {
    header: 'Month',
    value: (row) => `${row.year}-${String(row.month).padStart(2, '0')}`,
    format: (row) => formatYearMonth(row),
  },
  { header: 'Debt', value: (row) => row.debtName },
  {
    header: 'Payment',
    value: (row) => row.payment,
    format: (row) => money(row.payment),
    numeric: true,
  },
  {
    header: 'Interest',
    value: (row) => row.interest,
    format: (row) => money(row.interest),
    numeric: true,
  },
  {
    header: 'Principal',
    value: (row) => row.principal,
    format: (row) => money(row.principal),
    numeric: true,
  },
  {
    header: 'Remaining balance',
    value: (row) => row.remainingBalance,
    format: (row) => money(row.remainingBalance),
    numeric: true,
  },
  {
    header: 'Paid off',
    value: (row) => (row.isPaidOff ? 'Yes' : 'No'),
    format: (row) => (row.isPaidOff ? 'Paid off' : ''),
  },
];

const ALL_MONTHS = 'all';

/**
 * The full monthly schedule of one strategy: a page of 120 rows at a time, or one month's rows,
 * and every row as CSV (built only when the visitor asks for it).
 */
export function PaymentSchedule({ result }: { result: StrategyResult }) {
  const schedule = result.monthlySchedule;
  const starts = useMemo(() => monthStarts(schedule), [schedule]);
  const [page, setPage] = useState(0);
  const [month, setMonth] = useState(ALL_MONTHS);
  const monthOptions = useMemo(
    () => [
      { value: ALL_MONTHS, label: 'All months' },
      ...starts.slice(0, -1).map((start, index) => ({
        value: String(index + 1),
        label: `Month ${index + 1}: ${formatYearMonth(schedule[start] ?? null)}`,
      })),
    ],
    [schedule, starts],
  );
  const paged = pageBounds(page, SCHEDULE_PAGE_SIZE, schedule.length);
  const monthIndex = Number(month) - 1;
  const from = month === ALL_MONTHS ? paged.from : (starts[monthIndex] ?? 0);
  const to = month === ALL_MONTHS ? paged.to : (starts[monthIndex + 1] ?? from);
  const caption = `Monthly payment schedule: ${result.strategy.name}`;
  // Up to 600 options: rendered again only when the choice changes, not on every page.
  const monthSelect = useMemo(
    () => (
      <SelectField
        name="scheduleMonth"
        label="Show month"
        value={month}
        options={monthOptions}
        onChange={setMonth}
        className="w-full sm:w-72"
      />
    ),
    [month, monthOptions],
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {monthSelect}
        <Button
          variant="secondary"
          className="print:hidden"
          onClick={() =>
            downloadCsv(csvFileName('debt-paydown-calculator'), tableCsv(scheduleColumns, schedule))
          }
        >
          Download CSV
        </Button>
      </div>
      <DataTable
        caption={caption}
        columns={scheduleColumns}
        rows={schedule.slice(from, to)}
        rowKey={(row) => `${row.year}-${row.month}-${row.debtId}`}
      />
      <TablePager
        from={from}
        to={to}
        total={schedule.length}
        paging={
          month === ALL_MONTHS
            ? { page: paged.page, pages: paged.pages, label: 'Schedule pages', onPage: setPage }
            : undefined
        }
      />
    </div>
  );
}
