import type { CostOfLivingRow } from '@freedompath/engine/cost-of-living';
import { cn } from '@/lib/cn';
import { formatCurrency, formatPercent } from '@/lib/format';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { DataTable } from '../calculators/kit/results/data-table';

/** How a category's cost moves; the product's colours cheaper green and anything else red. */
export function differenceVerdict(row: CostOfLivingRow): {
  text: string;
  tone: 'cheaper' | 'not-cheaper' | 'none';
} {
  if (row.current === 0) return { text: 'No expense', tone: 'none' };
  if (row.differencePercent < 0) return { text: 'Cheaper', tone: 'cheaper' };
  return { text: row.differencePercent > 0 ? 'Dearer' : 'Same cost', tone: 'not-cheaper' };
}

const toneClass = {
  cheaper: 'font-semibold text-emerald-800',
  'not-cheaper': 'font-semibold text-red-800',
  none: 'text-slate-600',
} as const;

function DifferenceCell({ row }: { row: CostOfLivingRow }) {
  const verdict = differenceVerdict(row);
  if (verdict.tone === 'none') return <span className={toneClass.none}>{verdict.text}</span>;
  const sign = row.differencePercent > 0 ? '+' : '';
  return (
    <span className={cn('whitespace-nowrap', toneClass[verdict.tone])}>
      {sign}
      {formatPercent(row.differencePercent)} {verdict.text}
    </span>
  );
}

const columns: ReadonlyArray<DataColumn<CostOfLivingRow>> = [
  { header: 'Category', value: (row) => row.label },
  {
    header: 'Current',
    value: (row) => row.current,
    format: (row) => formatCurrency(row.current),
    numeric: true,
  },
  {
    header: 'New',
    value: (row) => row.new,
    format: (row) => formatCurrency(row.new),
    numeric: true,
  },
  {
    header: 'Difference %',
    value: (row) => row.differencePercent,
    format: (row) => <DifferenceCell row={row} />,
    numeric: true,
  },
];

export interface CostComparisonTableProps {
  rows: readonly CostOfLivingRow[];
  destinationLabel: string;
}

/**
 * The Cost Comparison table: each category's monthly cost now and at the destination, and the
 * difference in percent, green and 'Cheaper' when it costs less there, red otherwise, with CSV.
 */
export function CostComparisonTable({ rows, destinationLabel }: CostComparisonTableProps) {
  return (
    <DataTable
      caption={`Monthly costs now and in ${destinationLabel}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.category}
      csv={{ calculatorId: 'cost-of-living-calculator' }}
    />
  );
}
