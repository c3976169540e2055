import type { RunwayProjectionRow } from '@freedompath/engine/runway';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { LineChart } from '../calculators/kit/charts/line-chart';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';

function yearLabel(year: number): string {
  return year === 0 ? 'Today' : `Year ${year}`;
}

const money = (
  pick: (row: RunwayProjectionRow) => number,
): Omit<DataColumn<RunwayProjectionRow>, 'header'> => ({
  value: pick,
  format: (row) => formatCurrency(pick(row)),
  numeric: true,
});

const columns: DataColumn<RunwayProjectionRow>[] = [
  { header: 'Year', value: (row) => row.year, format: (row) => yearLabel(row.year) },
  { header: 'Stocks', ...money((row) => row.stocks) },
  { header: 'Crypto', ...money((row) => row.crypto) },
  { header: 'Cash', ...money((row) => row.cash) },
  { header: 'Total', ...money((row) => row.total) },
];

/** The yearly projection (monthly compounding, withdrawals, inflation) as a chart and a table. */
export function RunwayProjection({ rows }: { rows: readonly RunwayProjectionRow[] }) {
  return (
    <Card>
      <section aria-labelledby="runway-projection-heading" className="grid grid-cols-1 gap-5">
        <div>
          <h2 id="runway-projection-heading" className="text-xl font-semibold text-slate-900">
            Projection
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Balances at the end of each year. Returns compound monthly; during the break each
            month’s withdrawal follows your allocation and expenses rise with inflation.
          </p>
        </div>
        <LineChart
          title="Projected balances over time"
          labelHeader="Year"
          labels={rows.map((row) => yearLabel(row.year))}
          series={[
            { label: 'Stocks', data: rows.map((row) => row.stocks) },
            { label: 'Crypto', data: rows.map((row) => row.crypto) },
            { label: 'Cash', data: rows.map((row) => row.cash) },
            { label: 'Total', data: rows.map((row) => row.total) },
          ]}
          formatValue={(value) => formatCurrency(value)}
        />
        <DataTable
          caption="Projection by year"
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.year)}
          csv={{ calculatorId: 'runway-calculator' }}
        />
      </section>
    </Card>
  );
}
