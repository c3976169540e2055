import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from './data-table';
import { ScrollableTable } from './scrollable-table';
import { TablePager } from './table-pager';
import { useTableSort } from './use-table-sort';

interface Row {
  name: string;
  score: number;
  note: string;
}
const columns: Array<DataColumn<Row>> = [
  { header: 'Name', value: (row) => row.name, compare: (a, b) => a.name.localeCompare(b.name) },
  {
    header: 'Score',
    value: (row) => row.score,
    numeric: true,
    compare: (a, b) => a.score - b.score,
  },
  { header: 'Note', value: (row) => row.note },
];
const rows: Row[] = [
  { name: 'Ann', score: 2, note: 'first' },
  { name: 'Bob', score: 1, note: 'second' },
  { name: 'Cy', score: 2, note: 'third' },
];

function SortedTable() {
  const { sorted, sort, sortBy } = useTableSort(columns, rows);
  return (
    <ScrollableTable
      caption="Scores"
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.name}
      sort={{ by: sort, onSort: sortBy }}
    />
  );
}

describe('ScrollableTable', () => {
  it('sorts by a sortable column from its header, ties in their own order either way', async () => {
    const user = userEvent.setup();
    render(<SortedTable />);
    const table = screen.getByRole('table', { name: 'Scores' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(within(header('Note')).queryByRole('button')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Score' }));
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(header('Score').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Bob', 'Ann', 'Cy']);
    await user.click(within(table).getByRole('button', { name: 'Score' }));
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Ann', 'Cy', 'Bob']);
  });
});

describe('TablePager', () => {
  it('states the rows shown without page buttons when they are not a page', () => {
    render(<TablePager from={240} to={260} total={1200} />);
    expect(screen.getByRole('status').textContent).toBe('Rows 241–260 of 1,200');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
