import type { PartTimeMonthlyBudget, PartTimeResult } from '@freedompath/engine/part-time';
import { formatCurrency, formatNumber } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';

interface Row {
  item: string;
  fullTime: number;
  partTime: number;
}

const columns: Array<DataColumn<Row>> = [
  { header: 'Item', value: (row) => row.item },
  {
    header: 'Full-time',
    value: (row) => row.fullTime,
    format: (row) => formatCurrency(row.fullTime),
    numeric: true,
  },
  {
    header: 'Part-time',
    value: (row) => row.partTime,
    format: (row) => formatCurrency(row.partTime),
    numeric: true,
  },
];

const budgetItems: ReadonlyArray<[string, keyof PartTimeMonthlyBudget]> = [
  ['Income', 'income'],
  ['Fixed expenses', 'fixedExpenses'],
  ['Variable expenses', 'variableExpenses'],
  ['Total expenses', 'expenses'],
  ['Saving', 'contributions'],
  ['Left over', 'surplus'],
];

function budgetNote(path: string, surplus: number): string {
  return surplus < 0
    ? `${path}: the plan overspends by ${formatCurrency(-surplus)} a month.`
    : `${path}: ${formatCurrency(surplus)} a month left after expenses and saving.`;
}

/** Both paths side by side: wealth at the 10-year horizon and the monthly budget. */
export function PartTimeTables({ result }: { result: PartTimeResult }) {
  const { monthlyBudget: budget, tenYearImpact: impact } = result;
  const wealthRows: Row[] = [
    { item: 'Portfolio', fullTime: impact.fullTime.portfolio, partTime: impact.partTime.portfolio },
    { item: 'Cash', fullTime: impact.fullTime.cash, partTime: impact.partTime.cash },
    { item: 'Total wealth', fullTime: impact.fullTime.total, partTime: impact.partTime.total },
  ];
  const budgetRows = budgetItems.map(([item, key]) => ({
    item,
    fullTime: budget.fullTime[key],
    partTime: budget.partTime[key],
  }));
  const surpluses = [
    ['Full-time', budget.fullTime.surplus],
    ['Part-time', budget.partTime.surplus],
  ] as const;
  return (
    <div className="grid gap-8">
      <DataTable
        caption={`Wealth after ${formatNumber(impact.months / 12)} years`}
        columns={columns}
        rows={wealthRows}
        rowKey={(row) => row.item}
        csv={{ calculatorId: 'part-time-calculator' }}
      />
      <div className="grid gap-3">
        <DataTable
          caption="Monthly budget on each path"
          columns={columns}
          rows={budgetRows}
          rowKey={(row) => row.item}
          csv={{ calculatorId: 'part-time-calculator' }}
        />
        <ul className="grid gap-1 text-sm">
          {surpluses.map(([path, surplus]) => (
            <li key={path} className={surplus < 0 ? 'font-medium text-red-800' : 'text-slate-700'}>
              {budgetNote(path, surplus)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
