import { CAREER_BREAK_FUNDING_ASSUMPTIONS } from '@freedompath/engine/career-break';
import type {
  CareerBreakFundingSource,
  CareerBreakFundingSourceId,
} from '@freedompath/engine/career-break';
import { formatCurrency, formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';
import { formatSustainableMonths } from './career-break-format';

const a = CAREER_BREAK_FUNDING_ASSUMPTIONS;

/**
 * Where each source's monthly amount comes from (the fixed assumptions of
 * product: career-break#formulas-and-constants).
 */
const basis: Record<CareerBreakFundingSourceId, string> = {
  savings: 'Your current savings spread evenly over the break.',
  rentalIncome: `Assumes ${formatCurrency(a.rentalIncomeMonthly)} a month from renting out property.`,
  freelancing: `Assumes ${formatCurrency(a.freelancingMonthly)} a month from freelance work.`,
  investments: `Assumes withdrawing ${formatPercent(a.investmentsWithdrawalPercent, 0)} a year from ${formatCurrency(a.investmentsAmount)} of stock investments.`,
};

/** The sustainability statement: does the source cover the expenses, and for how long. */
function statement(source: CareerBreakFundingSource): string {
  const months = formatSustainableMonths(source.monthsSustainable);
  if (source.id === 'savings') {
    if (source.sustainable)
      return `Your savings cover your monthly expenses for the whole break and last ${months} in all.`;
    if (source.monthsSustainable === 0)
      return 'Your savings do not cover a single month of your expenses.';
    return `Your savings run out after ${months}, before the break ends.`;
  }
  const supplies = `${source.label} of ${formatCurrency(source.monthlyAvailable)} a month`;
  if (source.sustainable)
    return `${supplies} covers your monthly expenses of ${formatCurrency(source.monthlyExpenses)}.`;
  const short = `${supplies} falls short of your monthly expenses of ${formatCurrency(source.monthlyExpenses)}.`;
  if (source.monthsSustainable === 0)
    return `${short} Your savings cannot cover the gap for even one month.`;
  return `${short} With your savings covering the gap, it lasts ${months}.`;
}

/** One funding source's tab: amounts, depletion (only above 0), risk and sustainability. */
export function FundingSourcePanel({ source }: { source: CareerBreakFundingSource }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{basis[source.id]}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm font-medium text-slate-700">Monthly amount available</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">
            {formatCurrency(source.monthlyAvailable)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm font-medium text-slate-700">Monthly expenses</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">
            {formatCurrency(source.monthlyExpenses)}
          </dd>
        </div>
        {source.depletionPercent > 0 ? (
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-700">Resource depletion</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">
              {formatPercent(source.depletionPercent)}
              <span className="block text-sm font-normal text-slate-700">
                of your savings used over the break
              </span>
            </dd>
          </div>
        ) : null}
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm font-medium text-slate-700">Risk level</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{source.riskLevel}</dd>
        </div>
      </dl>
      <div
        className={cn(
          'rounded-xl border p-4',
          source.sustainable
            ? 'border-green-300 bg-green-50 text-green-900'
            : 'border-red-300 bg-red-50 text-red-900',
        )}
      >
        <p className="font-semibold">{source.sustainable ? 'Sustainable' : 'Not sustainable'}</p>
        <p className="mt-1 text-sm">{statement(source)}</p>
      </div>
    </div>
  );
}
