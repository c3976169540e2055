import type { ValidationIssue } from '@freedompath/engine';
import {
  FIRE_MESSAGES,
  savingsRateTable,
  validateFinancialIndependence,
  yearsToFinancialIndependence,
} from '@freedompath/engine/fire';
import type { FinancialIndependenceResult } from '@freedompath/engine/fire';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { once } from '@/lib/once';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { ResultCard } from '../calculators/kit/results/result-card';

/** The savings rates of the table, %. */
const TABLE_RATES = [10, 20, 30, 40, 50, 60, 70, 80, 90];

interface TableRow {
  savingsRate: number;
  years: number;
}

function formatYears(years: number): string {
  if (years === Number.POSITIVE_INFINITY) return 'Never';
  return `${formatNumber(years)} ${formatNumber(years) === '1' ? 'year' : 'years'}`;
}

const columns: DataColumn<TableRow>[] = [
  {
    header: 'Savings rate',
    value: (row) => row.savingsRate,
    format: (row) => formatPercent(row.savingsRate, 0),
    numeric: true,
  },
  {
    header: 'Years to financial independence',
    value: (row) => row.years,
    format: (row) => formatYears(row.years),
    numeric: true,
  },
];

const tableRows = once((): TableRow[] =>
  savingsRateTable().filter((row) => TABLE_RATES.includes(row.savingsRate)),
);

type Answer = { result: FinancialIndependenceResult } | { issues: readonly ValidationIssue[] };

/** The engine's answer for the typed rate and income; without an income, for the rate alone. */
function answer(savingsRate: string, annualIncome: string): Answer {
  const typed = textIssues({ savingsRate, annualIncome }, FIRE_MESSAGES.invalidNumber);
  if (typed.length > 0) return { issues: typed };
  // Starting from nothing, the income cancels out of the years: without one, any income does.
  const input = {
    savingsRate: parseNumber(savingsRate) ?? Number.NaN,
    annualIncome: parseNumber(annualIncome) ?? 1,
  };
  const issues = validateFinancialIndependence(input);
  return issues.length > 0 ? { issues } : { result: yearsToFinancialIndependence(input) };
}

export interface YearsToFiCardProps {
  savingsRate: string;
  annualIncome: string;
  onChange: (field: 'savingsRate' | 'annualIncome', value: string) => void;
}

/**
 * How many years of saving reach financial independence at a savings rate (Mr. Money
 * Mustache's table: 5 % real return, retiring on 4 % of the portfolio). Closed form and
 * instant, so it answers as you type and counts no calculation.
 */
export function YearsToFiCard({ savingsRate, annualIncome, onChange }: YearsToFiCardProps) {
  const outcome = answer(savingsRate, annualIncome);
  const errors = 'issues' in outcome ? fieldErrors(outcome.issues) : {};
  const result = 'result' in outcome ? outcome.result : null;
  const hasIncome = annualIncome.trim() !== '';
  return (
    <Card>
      <section aria-labelledby="fire-years-heading" className="grid grid-cols-1 gap-5">
        <div>
          <h2 id="fire-years-heading" className="text-xl font-semibold text-slate-900">
            Years to financial independence
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Still saving? The share of your take-home pay you save sets how long it takes, when your
            savings earn 5% a year after inflation and you retire on 4% of the portfolio.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PercentField
            name="savingsRate"
            label="Savings rate"
            hint="Share of take-home pay you save."
            value={savingsRate}
            onChange={(value) => onChange('savingsRate', value)}
            error={errors.savingsRate}
          />
          <MoneyField
            name="annualIncome"
            label="Take-home pay a year"
            hint="Optional: gives the portfolio to aim for."
            value={annualIncome}
            onChange={(value) => onChange('annualIncome', value)}
            error={errors.annualIncome}
          />
        </div>
        {/* No live region: it answers every keystroke, which a screen reader would read out
            each time; the figure is beside the fields, where a reader goes next. */}
        {result ? (
          <ResultCard
            label="Years of saving"
            value={formatYears(result.years)}
            description={
              hasIncome
                ? `Saving ${formatCurrency(result.annualSavings)} a year toward ${formatCurrency(result.targetPortfolio)}: 25 times your spending of ${formatCurrency(result.annualSpending)} a year.`
                : 'Add your take-home pay to see the portfolio to aim for.'
            }
          />
        ) : null}
        <DataTable
          caption="Years to financial independence by savings rate"
          columns={columns}
          rows={tableRows()}
          rowKey={(row) => String(row.savingsRate)}
        />
      </section>
    </Card>
  );
}
