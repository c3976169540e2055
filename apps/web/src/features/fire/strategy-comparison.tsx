import type { RetirementInput, RetirementResult } from '@freedompath/engine/fire';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatPercent, formatRate } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { cycleNoun } from './fire-format';
import type { CycleNoun } from './fire-format';
import { SAFE_RATES_NOT_APPLICABLE } from './safe-rates-not-applicable';
import { strategyShortNames } from './strategy-names';

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

/** A simulated strategy, as the comparison reads it. */
interface ComparedStrategy {
  input: RetirementInput;
  result: RetirementResult;
}

interface Measure {
  name: string;
  /** The strategy's figure; `null` when the measure means nothing for it. */
  value: (strategy: ComparedStrategy) => number | null;
  format: (value: number) => string;
}

type SafeRates = NonNullable<RetirementResult['safeWithdrawalRates']>;

/** A safe withdrawal rate, for the strategies that have them. */
const safeRate =
  (pick: (rates: SafeRates) => number) =>
  ({ result }: ComparedStrategy) =>
    result.safeWithdrawalRates ? pick(result.safeWithdrawalRates) : null;

function measuresFor(noun: CycleNoun): Measure[] {
  return [
    { name: 'Success rate', value: ({ result }) => result.successRate, format: formatRate },
    {
      name: `Safe withdrawal rate (every ${noun.one})`,
      value: safeRate((rates) => rates.all),
      format: (value) => formatPercent(value, 2),
    },
    {
      name: `Safe withdrawal rate (95% of ${noun.many})`,
      value: safeRate((rates) => rates.p95),
      format: (value) => formatPercent(value, 2),
    },
    {
      name: 'Median ending balance',
      value: ({ result }) => result.endingBalances.p50,
      format: (value) => formatCurrency(value),
    },
    {
      name: 'Median spending a year',
      value: ({ result }) => {
        const years = result.percentiles.length - 1;
        return median(result.cycleResults.map((cycle) => cycle.totalSpending / years));
      },
      format: (value) => formatCurrency(value),
    },
  ];
}

export interface StrategyComparisonProps {
  a: ComparedStrategy;
  b: ComparedStrategy;
}

/** One line of the table: a measure and its figure for A and for B. */
interface ComparisonRow {
  name: string;
  figures: readonly [number | null, number | null];
  format: (value: number) => string;
}

/** Strategy A beside strategy B on the same markets: how often each lasted, and what it paid. */
export function StrategyComparison({ a, b }: StrategyComparisonProps) {
  const rows: ComparisonRow[] = measuresFor(cycleNoun(a.input)).map((measure) => ({
    name: measure.name,
    figures: [measure.value(a), measure.value(b)],
    format: measure.format,
  }));
  const strategyName = ({ input }: ComparedStrategy) =>
    input.strategy ? strategyShortNames[input.strategy.type] : '';
  const strategyColumn = (label: string, strategy: ComparedStrategy, at: 0 | 1) => ({
    header: `${label}: ${strategyName(strategy)}`,
    value: (row: ComparisonRow) => row.figures[at],
    format: (row: ComparisonRow) => {
      const figure = row.figures[at];
      return figure === null ? 'Not applicable' : row.format(figure);
    },
    numeric: true,
  });
  const columns: DataColumn<ComparisonRow>[] = [
    { header: 'Measure', value: (row) => row.name },
    strategyColumn('Strategy A', a, 0),
    strategyColumn('Strategy B', b, 1),
  ];
  const withoutSafeRates = (
    [
      ['A', a],
      ['B', b],
    ] as const
  ).filter(([, { result }]) => result.safeWithdrawalRates === null);
  return (
    <Card>
      <section aria-labelledby="fire-compare-heading" className="grid grid-cols-1 gap-4">
        <div>
          <h2 id="fire-compare-heading" className="text-xl font-semibold text-slate-900">
            Compare strategies
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Both strategies start from the same portfolio and spending, through the same markets.
            Spending is the average a year over the retirement, in today’s dollars; a strategy that
            cuts spending in bad years lasts more often but pays less.
          </p>
        </div>
        <DataTable
          caption="Strategy A and strategy B"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.name}
        />
        {withoutSafeRates.map(([which, strategy]) => (
          <p key={which} className="text-sm text-slate-700">
            Safe withdrawal rates of strategy {which} ({strategyName(strategy)}): not applicable.{' '}
            {SAFE_RATES_NOT_APPLICABLE}
          </p>
        ))}
      </section>
    </Card>
  );
}
