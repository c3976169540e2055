import { DEBT_DISPLAY } from '@freedompath/engine/debt';
import type { StrategyResult } from '@freedompath/engine/debt';
import { formatCount, formatCurrency } from '@/lib/format';
import { monthNumber } from './debt-analysis';
import type { DebtAnalysis } from './debt-analysis';
import { formatPayoffMonths, formatYearMonth } from './debt-format';

const { timelineMonths, timelineMilestones } = DEBT_DISPLAY;

/**
 * The Payment Timeline tab: which debt the chosen strategy pays off when, over the first 60
 * months (at most the first 10 payoffs, product: debt-paydown#formulas-and-constants).
 */
export function PaymentTimeline({
  analysis,
  result,
}: {
  analysis: DebtAnalysis;
  result: StrategyResult;
}) {
  const start = analysis.input.startDate;
  const inWindow = result.milestones.filter(
    (milestone) => monthNumber(start, milestone) <= timelineMonths,
  );
  const shown = inWindow.slice(0, timelineMilestones);
  const later = result.milestones.length - shown.length;
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          Payment Timeline: {result.strategy.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Which debt is paid off when in the first {timelineMonths} months, from{' '}
          {formatYearMonth(start)}.
        </p>
      </div>
      {shown.length > 0 ? (
        <ol className="grid gap-3 border-l-2 border-brand-200 pl-4">
          {shown.map((milestone, index) => (
            <li key={index} className="grid gap-0.5">
              <p className="text-sm font-medium text-brand-800">
                Month {monthNumber(start, milestone)} · {formatYearMonth(milestone)}
              </p>
              <p className="font-semibold text-slate-900">{milestone.description}</p>
              <p className="text-sm text-slate-700">
                {formatCurrency(milestone.amountPaid)} paid on it in total;{' '}
                {milestone.remainingDebts === 0
                  ? 'debt-free!'
                  : `${formatCount(milestone.remainingDebts, 'debt', 'debts')} left.`}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">No debt is paid off in the first {timelineMonths} months.</p>
      )}
      <p className="text-sm text-slate-700">
        {later > 0
          ? `${formatCount(later, 'more payoff is', 'more payoffs are')} in the full schedule (Visualize Progress). `
          : ''}
        {result.debtFreeDate
          ? `Debt-free in ${formatYearMonth(result.debtFreeDate)}, after ${formatPayoffMonths(result.monthsToPayoff)}.`
          : 'Not debt-free within 50 years at these payments.'}
      </p>
    </div>
  );
}
