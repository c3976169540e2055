import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, tableCsv } from './data-table';
import type { DataColumn } from './data-table';

interface Row {
  year: number;
  label: string;
  total: number;
}
const columns: Array<DataColumn<Row>> = [
  { header: 'Year', value: (row) => row.year },
  { header: 'Note', value: (row) => row.label },
  {
    header: 'Total',
    value: (row) => row.total,
    format: (row) => `$${row.total.toLocaleString('en-US')}`,
    numeric: true,
  },
];
const rows: Row[] = [
  { year: 2026, label: 'Start, "cautious"', total: 12345.67 },
  { year: 2027, label: 'Later', total: 9000 },
];

describe('DataTable', () => {
  it('shows formatted cells in a captioned table', () => {
    render(
      <DataTable
        caption="Projection"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.year)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Projection' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('$12,345.67')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('exports the raw rows as CSV with a dated file name', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    render(
      <DataTable
        caption="Projection"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.year)}
        csv={{ calculatorId: 'runway-calculator' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names[0]).toMatch(/^runway-calculator-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = createObjectURL.mock.calls[0]?.[0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob as Blob);
    });
    expect(text).toBe(tableCsv(columns, rows));
    expect(tableCsv(columns, rows)).toBe(
      'Year,Note,Total\r\n2026,"Start, ""cautious""",12345.67\r\n2027,Later,9000\r\n',
    );
  });
});
