import { cn } from '@/lib/cn';
import type { DataColumn } from './data-table';
import type { TableSort } from './use-table-sort';

export interface ScrollableTableProps<Row> {
  /** The table's caption, its accessible name (not shown). */
  caption: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /**
   * Makes the columns with a `compare` sortable from their header: the order the rows come in
   * (see `useTableSort`) and what choosing a header does.
   */
  sort?: { by: TableSort; onSort: (column: number) => void };
}

const arrows = { ascending: '↑', descending: '↓' } as const;

/** A table alone in a box that scrolls sideways on narrow screens (the body of a `DataTable`). */
export function ScrollableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
}: ScrollableTableProps<Row>) {
  // Focusable so keyboard users can scroll it; named by the caption. Relative, so visually
  // hidden (absolute) text in a wide cell is placed in this box and scrolls with the table
  // instead of widening the page.
  return (
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
            {columns.map((column, index) => {
              const align = column.numeric ? 'text-right' : 'text-left';
              if (!sort || !column.compare) {
                return (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn('px-3 py-2 font-semibold text-slate-800', align)}
                  >
                    {column.header}
                  </th>
                );
              }
              const direction = sort.by.column === index ? sort.by.direction : undefined;
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={direction}
                  className={cn('px-1 py-1', align)}
                >
                  <button
                    type="button"
                    onClick={() => sort.onSort(index)}
                    className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {column.header}
                    <span aria-hidden="true" className="w-3 text-slate-600">
                      {direction ? arrows[direction] : ''}
                    </span>
                  </button>
                </th>
              );
            })}
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
  );
}
