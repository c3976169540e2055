import { CAREER_BREAK_FUNDING_ASSUMPTIONS } from '@freedompath/engine/career-break';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';

/**
 * The screen asks for no investments, so Total Assets counts the stock investments the
 * Investments funding source assumes (product: career-break#formulas-and-constants) and no crypto.
 */
const STOCK_INVESTMENTS = CAREER_BREAK_FUNDING_ASSUMPTIONS.investmentsAmount;
const CRYPTO_INVESTMENTS = 0;

export interface FinancialSummaryProps {
  /** Current annual income as entered: 0 when blank, undefined when it is not a number. */
  annualIncome: number | undefined;
  /** Current savings as entered: 0 when blank, undefined when it is not a number. */
  savings: number | undefined;
  /** True while the savings field is blank: the strip asks for them. */
  savingsMissing: boolean;
  /** Puts the cursor in the Current Savings field. */
  onEnterSavings: () => void;
}

/**
 * The financial summary strip (product: career-break#screen): Annual Net Income, Total Savings and
 * Total Assets (savings plus stocks plus crypto), whole dollars, following the form as it is typed.
 * With no savings entered it asks for them (product: career-break#rules).
 */
export function FinancialSummary({
  annualIncome,
  savings,
  savingsMissing,
  onEnterSavings,
}: FinancialSummaryProps) {
  const headingId = useId();
  const totalAssets =
    savings === undefined ? undefined : savings + STOCK_INVESTMENTS + CRYPTO_INVESTMENTS;
  const figures = [
    { label: 'Annual Net Income', value: formatCurrency(annualIncome) },
    { label: 'Total Savings', value: formatCurrency(savings) },
    { label: 'Total Assets', value: formatCurrency(totalAssets) },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-semibold text-brand-900">
        Your Financial Summary
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-white p-3 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-brand-900">
        Total assets add {formatCurrency(STOCK_INVESTMENTS)} of stock investments (the amount the
        Investments funding source assumes) to your savings; no crypto is counted.
      </p>
      {savingsMissing ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="text-sm">
            <strong className="font-semibold">Enter your current savings</strong> to see your total
            savings and how much of them this break would use.
          </p>
          <Button variant="secondary" className="print:hidden" onClick={onEnterSavings}>
            Enter current savings
          </Button>
        </div>
      ) : null}
    </section>
  );
}
