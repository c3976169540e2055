import { useCallback, useMemo, useState } from 'react';
import type { DataColumn } from './data-table';

export interface TableSort {
  /** The index of the column the rows are sorted by. */
  column: number;
  direction: 'ascending' | 'descending';
}

/**
 * The rows in the order of a sortable column (one with a `compare`), first the first column
 * ascending. `sortBy` sorts by a column ascending, or reverses the order if it is the one sorted.
 */
export function useTableSort<Row>(columns: ReadonlyArray<DataColumn<Row>>, rows: readonly Row[]) {
  const [sort, setSort] = useState<TableSort>({ column: 0, direction: 'ascending' });
  const sorted = useMemo(() => {
    const compare = columns[sort.column]?.compare;
    if (!compare) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    // The sort is stable: ties keep the rows' own order, whichever way the column runs.
    return [...rows].sort((a, b) => sign * compare(a, b));
  }, [columns, rows, sort]);
  const sortBy = useCallback((column: number) => {
    setSort((current) => ({
      column,
      direction:
        current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  }, []);
  return { sorted, sort, sortBy };
}
