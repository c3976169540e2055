import { PREPAID_DEFAULTS } from '@freedompath/engine/prepaid';
import type {
  PaymentFrequency,
  PrepaidExpensesInput,
  PrepaidExpensesResult,
} from '@freedompath/engine/prepaid';
import { formatCurrency, formatPercent } from '@/lib/format';

/** The rule that chose the tip, most specific first. */
export type PlanningTipRule = 'empty' | 'long-break' | 'annual' | 'one-time' | 'largest' | 'spread';

export interface PlanningTip {
  rule: PlanningTipRule;
  title: string;
  text: string;
}

/** A category "dominates" from half of the total up. */
const DOMINANT_SHARE = 50;
/** From a year away, the steady monthly cost matters more than any one bill. */
const LONG_BREAK_MONTHS = 12;

const period: Record<'monthly' | 'quarterly', string> = { monthly: 'month', quarterly: 'quarter' };

/**
 * The most useful tip for someone leaving work or going travelling, chosen from what the
 * figures show: nothing listed yet; a break of a year or more (the monthly equivalent against
 * savings); annual bills, then one-time costs, making up at least half (pay them before
 * leaving); monthly or quarterly bills making up at least half (suspend or renegotiate the
 * biggest one); otherwise, automate payments.
 */
export function choosePlanningTip(
  input: PrepaidExpensesInput,
  result: PrepaidExpensesResult,
): PlanningTip {
  const { totalPrepaid: total, breakdownByCategory: byCategory } = result;
  const months = input.breakDuration ?? PREPAID_DEFAULTS.breakDuration;
  if (!(total > 0)) {
    return {
      rule: 'empty',
      title: 'Start with the bills that keep coming',
      text:
        'Nothing to set aside yet. Before you leave work or set off, list the bills that keep ' +
        'running while you are away: rent or mortgage, insurance, phone, loan payments and ' +
        'subscriptions.',
    };
  }
  const share = (frequency: PaymentFrequency) => (byCategory[frequency] / total) * 100;
  const percent = (frequency: PaymentFrequency) => formatPercent(share(frequency), 0);

  if (months >= LONG_BREAK_MONTHS) {
    return {
      rule: 'long-break',
      title: 'Weigh the monthly figure against your savings',
      text:
        `Over ${months} months these bills come to ${formatCurrency(result.monthlyEquivalent)} ` +
        `a month, ${formatCurrency(total)} in all. Check that your savings cover that on top ` +
        'of day-to-day spending before you commit to the break, and keep the money in a ' +
        'separate account so it is not spent on the road.',
    };
  }
  if (share('annually') >= DOMINANT_SHARE) {
    return {
      rule: 'annual',
      title: 'Pay your annual bills before you leave',
      text:
        `Annual bills are ${percent('annually')} of what you need ` +
        `(${formatCurrency(byCategory.annually)}). Pay them while you still have a paycheck, ` +
        'so one large charge does not land in the middle of your break.',
    };
  }
  if (share('one-time') >= DOMINANT_SHARE) {
    return {
      rule: 'one-time',
      title: 'Settle one-off costs early',
      text:
        `One-time costs are ${percent('one-time')} of the total ` +
        `(${formatCurrency(byCategory['one-time'])}). Pay or book them before you go, while ` +
        'your income still comes in, and keep the receipts with your travel documents.',
    };
  }
  for (const frequency of ['monthly', 'quarterly'] as const) {
    if (share(frequency) < DOMINANT_SHARE) continue;
    const biggest = result.items
      .filter((item) => item.paymentFrequency === frequency)
      .reduce((best, item) => (item.total > best.total ? item : best));
    const label = frequency === 'monthly' ? 'Monthly' : 'Quarterly';
    return {
      rule: 'largest',
      title: 'Look at your biggest bill first',
      text:
        `${label} bills are ${percent(frequency)} of the total, and ${biggest.name} alone ` +
        `comes to ${formatCurrency(biggest.total)} over the break. Ask whether it can be ` +
        'suspended or renegotiated while you are away (or, for your home, sublet): each ' +
        `${period[frequency]} you skip saves ${formatCurrency(biggest.total / biggest.payments)}.`,
    };
  }
  return {
    rule: 'spread',
    title: 'Automate what is left',
    text:
      'Your bills are spread across payment schedules. Keep ' +
      `${formatCurrency(total)} in a separate account and set up automatic payments, so ` +
      'nothing is missed while you are away.',
  };
}
