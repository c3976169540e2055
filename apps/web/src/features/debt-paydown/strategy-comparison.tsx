import type { DebtStrategyType, StrategyResult } from '@freedompath/engine/debt';
import { formatCurrency } from '@/lib/format';
import { RadioGroupField } from '../calculators/kit/fields/radio-group-field';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import type { DebtAnalysis } from './debt-analysis';
import { formatPayoffMonths, formatYearMonth, strategyDescriptions } from './debt-format';

interface ComparisonRow {
  name: string;
  result: StrategyResult;
  /** Interest saved against minimums only, $; null where there is nothing to compare. */
  saved: number | null;
  baseline: boolean;
}

const columns: ReadonlyArray<DataColumn<ComparisonRow>> = [
  { header: 'Strategy', value: (row) => row.name },
  {
    header: 'Months to debt-free',
    value: (row) => row.result.monthsToPayoff,
    format: (row) => formatPayoffMonths(row.result.monthsToPayoff),
    numeric: true,
  },
  {
    header: 'Debt-free date',
    value: (row) => formatYearMonth(row.result.debtFreeDate),
  },
  {
    header: 'Total interest',
    value: (row) => row.result.totalInterestPaid,
    format: (row) =>
      row.result.monthsToPayoff === null
        ? `At least ${formatCurrency(row.result.totalInterestPaid)}`
        : formatCurrency(row.result.totalInterestPaid),
    numeric: true,
  },
  {
    header: 'Interest saved vs minimums only',
    value: (row) => row.saved,
    format: (row) => (row.baseline ? 'Baseline' : formatCurrency(row.saved)),
    numeric: true,
  },
];

/** Interest saved against the baseline: only when both plans finish (both totals are final). */
function savedAgainst(baseline: StrategyResult, result: StrategyResult): number | null {
  if (baseline.monthsToPayoff === null || result.monthsToPayoff === null) return null;
  return (
    (Math.round(baseline.totalInterestPaid * 100) - Math.round(result.totalInterestPaid * 100)) /
    100
  );
}

export interface StrategyComparisonProps {
  analysis: DebtAnalysis;
  selected: DebtStrategyType;
  onSelect: (strategy: DebtStrategyType) => void;
}

/**
 * The Strategy Comparison tab: each strategy's months and date to debt-free, total interest and
 * interest saved against paying only the minimums, and the choice of strategy to visualise.
 */
export function StrategyComparison({ analysis, selected, onSelect }: StrategyComparisonProps) {
  const baseline = analysis.minimumsOnly;
  const rows: ComparisonRow[] = [
    ...analysis.strategies.map((result) => ({
      name: result.strategy.name,
      result,
      saved: savedAgainst(baseline, result),
      baseline: false,
    })),
    { name: 'Minimum payments only', result: baseline, saved: null, baseline: true },
  ];
  return (
    <div className="grid gap-6">
      <DataTable
        caption="Strategy comparison"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
      />
      <p className="text-sm text-slate-600">
        Minimum payments only: each debt paid at its own minimum, with no extra payment, no bonuses
        and no freed minimums passed on.{' '}
        {baseline.monthsToPayoff === null
          ? 'Paid that way these debts are not cleared within 50 years, so there is no total to measure savings against.'
          : null}
      </p>
      <RadioGroupField
        legend="Strategy to visualize"
        name="strategy"
        value={selected}
        onChange={onSelect}
        options={analysis.strategies.map(({ strategy }) => ({
          value: strategy.type,
          label: (
            <span className="grid gap-0.5">
              <span>{strategy.name}</span>
              <span className="font-normal text-slate-700">
                {strategyDescriptions[strategy.type]}
              </span>
            </span>
          ),
        }))}
      />
    </div>
  );
}
