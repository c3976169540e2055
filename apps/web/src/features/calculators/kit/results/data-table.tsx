import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { csvFileName, downloadCsv, toCsv } from './to-csv';
import type { CsvValue } from './to-csv';

export interface DataColumn<Row> {
  /** Header text (also the CSV header). */
  header: string;
  /** The raw value: a number stays a number in the CSV. */
  value: (row: Row) => CsvValue;
  /** How the cell reads on screen (e.g. `formatCurrency`); defaults to the raw value. */
  format?: (row: Row) => ReactNode;
  /** Right-aligns figures. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's caption (its accessible name); also shown above it. */
  caption: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Offers "Download CSV" as `<calculatorId>-<YYYY-MM-DD>.csv`. */
  csv?: { calculatorId: string };
  className?: string;
}

/** The rows of a table as CSV text (header row, unformatted amounts). */
export function tableCsv<Row>(
  columns: ReadonlyArray<DataColumn<Row>>,
  rows: readonly Row[],
): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

/**
 * A results table that scrolls sideways inside its card on narrow screens, with an optional
 * CSV export of the same rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  csv,
  className,
}: DataTableProps<Row>) {
  return (
    <div className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900" aria-hidden="true">
          {caption}
        </p>
        {csv ? (
          <Button
            variant="secondary"
            className="print:hidden"
            onClick={() => downloadCsv(csvFileName(csv.calculatorId), tableCsv(columns, rows))}
          >
            Download CSV
          </Button>
        ) : null}
      </div>
      {/*
        Focusable so keyboard users can scroll it; named by the caption. Relative, so visually
        hidden (absolute) text in a wide cell is placed in this box and scrolls with the table
        instead of widening the page.
      */}
      <div
        className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-semibold text-slate-800',
                    column.numeric ? 'text-right' : 'text-left',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="border-t border-slate-200">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      'px-3 py-2 text-slate-800',
                      column.numeric ? 'text-right tabular-nums' : 'text-left',
                    )}
                  >
                    {column.format ? column.format(row) : String(column.value(row) ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
