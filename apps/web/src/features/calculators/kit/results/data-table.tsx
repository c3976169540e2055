import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ScrollableTable } from './scrollable-table';
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
  /** Orders two rows ascending: makes the column sortable where the table offers sorting. */
  compare?: (a: Row, b: Row) => number;
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
 * A results table that scrolls sideways inside its card on narrow screens (a `ScrollableTable`),
 * its caption shown above it, with an optional CSV export of the same rows.
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
      <ScrollableTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
    </div>
  );
}
