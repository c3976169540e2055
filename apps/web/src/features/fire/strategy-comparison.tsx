import type { RetirementInput, RetirementResult } from '@freedompath/engine/fire';
import { Card } from '../../components/ui/card';
import { formatCurrency, formatPercent } from '../../lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { formatRate } from '../../lib/format';
import { cycleNoun } from './fire-format';
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
  value: (strategy: ComparedStrategy) => number;
  format: (value: number) => string;
}

function measuresFor(noun: { one: string; many: string }): Measure[] {
  return [
    { name: 'Success rate', value: ({ result }) => result.successRate, format: formatRate },
    {
      name: `Safe withdrawal rate (every ${noun.one})`,
      value: ({ result }) => result.safeWithdrawalRates.all,
      format: (value) => formatPercent(value, 2),
    },
    {
      name: `Safe withdrawal rate (95% of ${noun.many})`,
      value: ({ result }) => result.safeWithdrawalRates.p95,
      format: (value) => formatPercent(value, 2),
    },
    {
      name: 'Median ending balance',
      value: ({ result }) => result.endingBalances.p50,
      format: (value) => formatCurrency(value),
    },
    {
      name: 'Median spending a year',
      value: ({ input, result }) =>
        median(result.cycleResults.map((cycle) => cycle.totalSpending / (input.years ?? 1))),
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
  figures: readonly [number, number];
  format: (value: number) => string;
}

/** Strategy A beside strategy B on the same markets: how often each lasted, and what it paid. */
export function StrategyComparison({ a, b }: StrategyComparisonProps) {
  const rows: ComparisonRow[] = measuresFor(cycleNoun(a.input)).map((measure) => ({
    name: measure.name,
    figures: [measure.value(a), measure.value(b)],
    format: measure.format,
  }));
  const strategyColumn = (label: string, { input }: ComparedStrategy, at: 0 | 1) => ({
    header: `${label}: ${input.strategy ? strategyShortNames[input.strategy.type] : ''}`,
    value: (row: ComparisonRow) => row.figures[at],
    format: (row: ComparisonRow) => row.format(row.figures[at]),
    numeric: true,
  });
  const columns: DataColumn<ComparisonRow>[] = [
    { header: 'Measure', value: (row) => row.name },
    strategyColumn('Strategy A', a, 0),
    strategyColumn('Strategy B', b, 1),
  ];
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
      </section>
    </Card>
  );
}
