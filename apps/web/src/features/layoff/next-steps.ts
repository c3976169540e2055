import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { formatCount, formatCurrency, formatMonths, formatPercent } from '@/lib/format';
import { runwayText } from './layoff-runway';

/** One item of the Next Steps list: what to do, by when, and why (from the figures). */
export interface NextStep {
  id: string;
  /** When to do it, in words: 'Today', 'This week', 'Within 3 months'. */
  when: string;
  title: string;
  why: string;
}

/** Below this many months of runway, even with the benefit, spending must be cut at once. */
const URGENT_RUNWAY_MONTHS = 3;
/** Below this many months without the benefit, the budget and retirement savings need care. */
const SHORT_RUNWAY_MONTHS = 6;
/** Weeks of pay per year of service below which severance is worth negotiating. */
const LOW_SEVERANCE_WEEKS_PER_YEAR = 2;

/** A step with how many days away its deadline is, for ordering by urgency. */
interface RankedStep extends NextStep {
  days: number;
}

const ongoing = Number.POSITIVE_INFINITY;

function budgetStep(result: LayoffResult): RankedStep {
  const expenses = formatCurrency(result.monthlyExpenses);
  if (result.monthlyExpenses === 0) {
    return {
      id: 'list-expenses',
      days: 0,
      when: 'Today',
      title: 'List your monthly expenses',
      why: 'You entered no monthly expenses, so this plan cannot tell how long your money lasts. Add housing, food and the rest, then calculate again.',
    };
  }
  if (result.runwayWithUnemployment < URGENT_RUNWAY_MONTHS) {
    return {
      id: 'cut-spending',
      days: 0,
      when: 'Today',
      title: 'Cut non-essential spending now',
      why: `Even with your unemployment benefit your money lasts ${runwayText(result.runwayWithUnemployment)}. Pause subscriptions and discretionary spending today, and go through your ${expenses} a month line by line for what can wait.`,
    };
  }
  if (result.financialRunway < SHORT_RUNWAY_MONTHS) {
    return {
      id: 'review-budget',
      days: 14,
      when: 'Within 2 weeks',
      title: 'Review your budget',
      why: `Without unemployment benefit your money lasts ${runwayText(result.financialRunway)}. Trimming your ${expenses} a month now buys time for your job search.`,
    };
  }
  return {
    id: 'review-budget',
    days: 30,
    when: 'Within 30 days',
    title: 'Review your budget',
    why: `Your money lasts ${runwayText(result.financialRunway)} without unemployment benefit. A budget review now stretches it further if your search takes longer than planned.`,
  };
}

function unemploymentStep(input: LayoffInput, result: LayoffResult): RankedStep {
  if ((input.expenses.unemploymentBenefit ?? 0) === 0) {
    return {
      id: 'file-unemployment',
      days: 1,
      when: 'Today',
      title: 'File for unemployment now',
      why: 'You entered no unemployment benefit. Most people laid off through no fault of their own qualify, and benefits usually count from the week you file, not the week you lost your job: each week you wait can be a week of benefit lost.',
    };
  }
  const lasts =
    result.unemploymentCoversExpenses && result.monthlyExpenses > 0
      ? ' It covers your expenses, but benefits usually last up to 26 weeks (fewer in some states): plan for when it ends.'
      : '';
  return {
    id: 'file-unemployment',
    days: 7,
    when: 'This week',
    title: 'File for unemployment in your first week',
    why: `Your plan counts on ${formatCurrency(result.unemploymentBenefit)} a month of benefit, which usually starts only from the week you file. Ask your state whether your severance delays it.${lasts}`,
  };
}

function healthStep(input: LayoffInput): RankedStep {
  const cost = input.severance.healthBenefitsCost ?? 0;
  const months = input.severance.healthBenefitsDuration ?? 0;
  if (cost === 0 || months === 0) {
    return {
      id: 'health-insurance',
      days: 7,
      when: 'This week',
      title: 'Arrange health insurance',
      why: 'Your package includes no continued health cover. Losing job-based cover gives you 60 days to elect COBRA or to enroll in a Marketplace plan, where a lower income may qualify you for subsidies: compare both before the window closes.',
    };
  }
  const healthcare = input.expenses.healthcare ?? 0;
  const budget =
    healthcare < cost
      ? ` Your expenses list ${formatCurrency(healthcare)} a month for healthcare: after that the premium may be yours to pay.`
      : '';
  return {
    id: 'health-insurance',
    days: Math.max(months * 30, 7),
    when: months <= 1 ? 'Within 30 days' : `Within ${formatMonths(months)}`,
    title: 'Choose health cover before your employer’s ends',
    why: `Your employer pays ${formatCurrency(cost)} a month of health cover for ${formatMonths(months)}. Compare COBRA (the same plan at up to 102% of its full cost) with Marketplace plans, which you can choose from 60 days before the cover ends.${budget}`,
  };
}

/** 'a', 'a; and b', 'a; b; and c': the asks hold commas of their own. */
function joinAsks(asks: readonly string[]): string {
  if (asks.length <= 1) return asks.join('');
  return `${asks.slice(0, -1).join('; ')}; and ${asks.at(-1) ?? ''}`;
}

function severanceStep(input: LayoffInput): RankedStep {
  const weeks = input.severance.severanceWeeksPerYear ?? 0;
  const days = input.severance.unusedPTO ?? 0;
  const rate = input.severance.ptoPayoutRate ?? 0;
  const asks: string[] = [];
  if (weeks < LOW_SEVERANCE_WEEKS_PER_YEAR) {
    asks.push(
      `more severance: you are offered ${formatCount(weeks, 'week', 'weeks')} of pay per year of service, where one to two is common`,
    );
  }
  if (days > 0 && rate < 100) {
    asks.push(
      `all ${formatCount(days, 'unused PTO day', 'unused PTO days')} paid (you are offered ${formatPercent(rate, 0)}; some states require earned vacation to be paid in full)`,
    );
  }
  if ((input.severance.healthBenefitsDuration ?? 0) === 0) {
    asks.push('health cover to continue for a few months');
  }
  const deadline =
    'Severance agreements come with a deadline to sign (often 21 days, or 45 in a group layoff, for employees 40 and over).';
  if (asks.length === 0) {
    return {
      id: 'review-severance',
      days: 21,
      when: 'Before you sign',
      title: 'Review your severance agreement before you sign',
      why: `${deadline} Use it to check the payment dates, when health cover ends and which rights you give up, and to get advice if anything is unclear.`,
    };
  }
  return {
    id: 'negotiate-severance',
    days: 21,
    when: 'Before you sign',
    title: 'Negotiate your severance before you sign',
    why: `${deadline} Ask for ${joinAsks(asks)}.`,
  };
}

function debtStep(input: LayoffInput, result: LayoffResult): RankedStep | null {
  const debt = input.expenses.debt ?? 0;
  if (debt === 0) return null;
  return {
    id: 'debt-hardship',
    days: 30,
    when: 'Within 30 days',
    title: 'Ask your lenders about hardship plans',
    why: `Debt payments take ${formatCurrency(debt)} of your ${formatCurrency(result.monthlyExpenses)} a month. Many lenders offer lower payments or a deferral if you call before you miss one; federal student loans have income-driven plans.`,
  };
}

function taxStep(result: LayoffResult): RankedStep | null {
  const taxedAsWages = result.severancePay + result.ptoPayout + result.bonusAmount > 0;
  if (!taxedAsWages && result.unemploymentBenefit === 0) return null;
  return {
    id: 'set-aside-tax',
    days: 30,
    when: 'Within 30 days',
    title: 'Set money aside for taxes',
    why: 'Severance, PTO payout and bonus are taxed as wages, and unemployment benefits are taxable income too. The figures here are before tax: check what was withheld so the rest of the tax bill does not come out of your runway.',
  };
}

function safekeepingStep(result: LayoffResult): RankedStep | null {
  if (result.totalSeverance === 0) return null;
  return {
    id: 'keep-package-safe',
    days: 30,
    when: 'Within 30 days',
    title: 'Keep your package in an easy-access savings account',
    why: `Your ${formatCurrency(result.totalSeverance)} package is your runway: a high-yield savings account keeps it safe and at hand, rather than in investments you might have to sell at a loss.`,
  };
}

function retirementStep(result: LayoffResult): RankedStep | null {
  if (result.monthlyExpenses === 0 || result.financialRunway >= SHORT_RUNWAY_MONTHS) return null;
  return {
    id: 'keep-retirement',
    days: 30,
    when: 'Within 30 days',
    title: 'Leave your retirement savings invested',
    why: `With ${runwayText(result.financialRunway)} of runway before benefits, cashing out a 401(k) is tempting, but before age 59½ it usually costs income tax plus a 10% penalty. Roll it into an IRA or leave it in your old plan.`,
  };
}

function jobSearchStep(result: LayoffResult): RankedStep {
  const runway =
    result.monthlyExpenses === 0
      ? ''
      : ` Your money lasts ${runwayText(result.runwayWithUnemployment)} with your benefit: compare each month’s spending with this plan.`;
  return {
    id: 'job-search',
    days: ongoing,
    when: 'Ongoing',
    title: 'Start your job search and track your runway',
    why: `Update your résumé, tell your network and set a weekly search routine.${runway}`,
  };
}

/**
 * The Next Steps a careful planner would write for these figures, most urgent first (ties keep
 * the order below), each with why it matters. The rules are ours (the product definition does not show the
 * items): a runway under 3 months even with the benefit puts spending cuts first; no benefit
 * entered means filing at once; health cover ending sets a deadline; a low severance, unpaid PTO
 * or no health cover is worth negotiating before signing; debt, taxes, the package and
 * retirement savings follow; the job search is ongoing.
 */
export function layoffNextSteps(input: LayoffInput, result: LayoffResult): NextStep[] {
  const steps: Array<RankedStep | null> = [
    budgetStep(result),
    unemploymentStep(input, result),
    healthStep(input),
    severanceStep(input),
    debtStep(input, result),
    taxStep(result),
    safekeepingStep(result),
    retirementStep(result),
    jobSearchStep(result),
  ];
  return steps
    .filter((step): step is RankedStep => step !== null)
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.days - b.step.days || a.order - b.order)
    .map(({ step: { id, when, title, why } }) => ({ id, when, title, why }));
}
