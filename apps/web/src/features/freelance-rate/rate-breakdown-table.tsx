import type {
  FreelanceAdjustments,
  FreelanceRateComponent,
  FreelanceRateResult,
} from '@freedompath/engine/freelance';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';

interface Row {
  key: string;
  part: string;
  basis: string;
  /** $ an hour. */
  hourly: number;
  /** $ a year at the billable hours. */
  yearly: number;
  /** Share of the hourly rate, 0–100. */
  share: number;
}

const columns: ReadonlyArray<DataColumn<Row>> = [
  { header: 'Part', value: (row) => row.part },
  { header: 'How it is worked out', value: (row) => row.basis },
  {
    header: 'Per hour',
    value: (row) => row.hourly,
    format: (row) => formatCurrency(row.hourly, { cents: true }),
    numeric: true,
  },
  {
    header: 'Per year',
    value: (row) => row.yearly,
    format: (row) => formatCurrency(row.yearly),
    numeric: true,
  },
  {
    header: 'Share of rate',
    value: (row) => row.share,
    format: (row) => formatPercent(row.share),
    numeric: true,
  },
];

function basis(part: FreelanceRateComponent, hours: string, markups: FreelanceAdjustments) {
  if (part.key === 'base') return `Salary ÷ ${hours} hours`;
  if (part.key === 'benefits') return `Benefits ÷ ${hours} hours`;
  return `${markups[part.key]}% of salary and benefits per hour`;
}

export interface RateBreakdownTableProps {
  result: FreelanceRateResult;
  /** The billable hours the rate was worked out for. */
  workHours: number;
  /** The slider positions used, in percent. */
  adjustments: FreelanceAdjustments;
}

/** Each part of the rate per hour and per year, with the recommended rate as the last row. */
export function RateBreakdownTable({ result, workHours, adjustments }: RateBreakdownTableProps) {
  const hours = formatNumber(workHours);
  const rows: Row[] = [
    ...result.composition.map((part) => ({
      key: part.key,
      part: part.label,
      basis: basis(part, hours, adjustments),
      hourly: part.amount,
      yearly: part.amount * workHours,
      share: part.percent,
    })),
    {
      key: 'total',
      part: 'Recommended rate',
      basis: 'Sum of the parts above',
      hourly: result.hourlyRate,
      yearly: result.annualRevenue,
      share: result.hourlyRate > 0 ? 100 : 0,
    },
  ];
  return (
    <DataTable
      caption="Rate breakdown"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      csv={{ calculatorId: 'freelance-rate-calculator' }}
    />
  );
}
