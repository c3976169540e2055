import { DEBT_DEFAULTS } from '@freedompath/engine/debt';
import type { DebtMilestone, StrategyResult } from '@freedompath/engine/debt';
import { monthNumber } from './debt-analysis';
import type { DebtAnalysis } from './debt-analysis';
import { formatAmount, formatPayoffMonths, formatYearMonth, listNames } from './debt-format';

/** How the plans work: true of every result (ADR 006), so they are always shown. */
export const debtTips = [
  'The order of each strategy is set from today’s balances and rates, and stays fixed while you pay.',
  'When a debt is paid off, its minimum payment goes to the first debt still owing in the order, from the following month.',
  'A bonus payment goes to the first debt still owing in the order, in the month you receive it.',
  'Raising the extra payment never makes a plan that finishes longer or costlier.',
] as const;

/** Amounts in whole cents, so totals that print alike compare alike. */
const cents = (dollars: number) => Math.round(dollars * 100);

const names = (results: readonly StrategyResult[]) =>
  listNames(results.map((result) => result.strategy.name));

/** The results with the lowest `key`, and that value. */
function lowest(results: readonly StrategyResult[], key: (result: StrategyResult) => number) {
  const best = Math.min(...results.map(key));
  return { best, winners: results.filter((result) => key(result) === best) };
}

function interestFindings(finished: readonly StrategyResult[], all: number): string[] {
  if (finished.length < 2) return [];
  const interest = (result: StrategyResult) => cents(result.totalInterestPaid);
  const { best, winners } = lowest(finished, interest);
  const findings: string[] = [];
  if (winners.length === finished.length) {
    findings.push(
      `${finished.length === all ? 'All three strategies' : names(finished)} pay the same interest: ${formatAmount(best / 100)}.`,
    );
  } else {
    const worst = Math.max(...finished.map(interest));
    const losers = finished.filter((result) => interest(result) === worst);
    findings.push(
      `${names(winners)} ${winners.length === 1 ? 'pays' : 'pay'} the least interest here: ${formatAmount(best / 100)}, ${formatAmount((worst - best) / 100)} less than ${names(losers)}.`,
    );
  }
  const snowball = finished.find((result) => result.strategy.type === 'snowball');
  const avalanche = finished.find((result) => result.strategy.type === 'avalanche');
  if (snowball && avalanche && interest(avalanche) > interest(snowball)) {
    findings.push(
      `Here ${snowball.strategy.name} pays ${formatAmount((interest(avalanche) - interest(snowball)) / 100)} less interest than ${avalanche.strategy.name}. Paying the highest rate first does not always pay the least: interest is rounded to the cent each month, and a debt's last month can leave part of its minimum unused.`,
    );
  }
  return findings;
}

function speedFindings(analysis: DebtAnalysis, finished: readonly StrategyResult[]): string[] {
  const findings: string[] = [];
  const { best, winners } = lowest(finished, (result) => result.monthsToPayoff ?? Infinity);
  if (winners.length > 0) {
    const when = `in ${formatPayoffMonths(best)} (${formatYearMonth(winners[0]?.debtFreeDate ?? null)})`;
    findings.push(
      winners.length === analysis.strategies.length
        ? `All three strategies are debt-free ${when}.`
        : `${names(winners)} ${winners.length === 1 ? 'is' : 'are'} debt-free soonest: ${when}.`,
    );
  }
  const start = analysis.input.startDate;
  const withPayoff = analysis.strategies.filter((result) => result.milestones.length > 0);
  const firstPayoff = lowest(withPayoff, (result) =>
    monthNumber(start, result.milestones[0] as DebtMilestone),
  );
  if (firstPayoff.winners.length > 0 && firstPayoff.winners.length < analysis.strategies.length) {
    findings.push(
      `Quickest first win: with ${names(firstPayoff.winners)}, a first debt is paid off in month ${firstPayoff.best}.`,
    );
  }
  return findings;
}

function baselineFindings(analysis: DebtAnalysis, selected: StrategyResult): string[] {
  const base = analysis.minimumsOnly;
  if (base.monthsToPayoff === null) {
    return ['Paying only the minimums would not clear these debts within 50 years.'];
  }
  if (selected.monthsToPayoff === null) return [];
  const sooner = base.monthsToPayoff - selected.monthsToPayoff;
  const saved = cents(base.totalInterestPaid) - cents(selected.totalInterestPaid);
  const against = `Compared with paying only each minimum (${formatPayoffMonths(base.monthsToPayoff)}, ${formatAmount(base.totalInterestPaid)} interest)`;
  if (sooner === 0 && saved === 0) {
    return [`${against}, ${selected.strategy.name} takes as long and costs as much.`];
  }
  return [
    `${against}, ${selected.strategy.name} is debt-free ${sooner === 0 ? 'in the same month' : `${formatPayoffMonths(sooner)} sooner`} and saves ${formatAmount(saved / 100)} in interest.`,
  ];
}

function inputFindings(analysis: DebtAnalysis): string[] {
  const findings: string[] = [];
  const { startDate, bonusPayments = [] } = analysis.input;
  // The minimums-only ledger's first month shows each debt's minimum against its interest.
  // Every debt owes in the first month, so its first rows are one per debt.
  const stuck = analysis.minimumsOnly.monthlySchedule
    .slice(0, analysis.input.debts.length)
    .filter((row) => row.principal <= 0)
    .map((row) => row.debtName);
  if (stuck.length > 0) {
    findings.push(
      `The minimum payment on ${listNames(stuck)} does not exceed ${stuck.length === 1 ? 'its' : 'their'} monthly interest: at the minimum alone, ${stuck.length === 1 ? 'that balance' : 'those balances'} never ${stuck.length === 1 ? 'goes' : 'go'} down.`,
    );
  }
  const uncounted = bonusPayments.filter((bonus) => {
    const month = monthNumber(startDate, bonus);
    return month < 1 || month > DEBT_DEFAULTS.maxMonths;
  }).length;
  if (uncounted > 0) {
    findings.push(
      `${uncounted === 1 ? '1 bonus payment is' : `${uncounted} bonus payments are`} dated before this month or more than 50 years ahead, so ${uncounted === 1 ? 'it is' : 'they are'} not counted.`,
    );
  }
  return findings;
}

/**
 * What the results say, in sentences that hold for these figures only: no claim that one
 * strategy always wins (ADR 006: cent rounding can make avalanche cost a few cents more).
 */
export function debtInsights(analysis: DebtAnalysis, chosen: StrategyResult): string[] {
  const finished = analysis.strategies.filter((result) => result.monthsToPayoff !== null);
  const unfinished = analysis.strategies.filter((result) => result.monthsToPayoff === null);
  return [
    ...(unfinished.length > 0
      ? [
          `${unfinished.length === analysis.strategies.length ? 'No strategy clears' : `${names(unfinished)} ${unfinished.length === 1 ? 'does' : 'do'} not clear`} these debts within 50 years at these payments. Try a larger extra payment.`,
        ]
      : []),
    ...interestFindings(finished, analysis.strategies.length),
    ...speedFindings(analysis, finished),
    ...baselineFindings(analysis, chosen),
    ...inputFindings(analysis),
  ];
}
