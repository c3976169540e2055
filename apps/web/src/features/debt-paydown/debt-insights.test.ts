import type { Debt, DebtPaydownInput } from '@freedompath/engine/debt';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { analyseDebts } from './debt-analysis';
import { debtInsights } from './debt-insights';

const START = { year: 2026, month: 1 };

function debt(id: string, balance: number, interestRate: number, minimumPayment: number): Debt {
  return { id, name: id, type: 'credit_card', balance, minimumPayment, interestRate };
}

function insightsFor(input: Omit<DebtPaydownInput, 'startDate'>, chosen = 0) {
  const analysis = analyseDebts({ ...input, startDate: START });
  return debtInsights(analysis, analysis.strategies[chosen]!);
}

describe('debtInsights', () => {
  it('says when snowball pays less interest than avalanche (cent rounding), never the reverse as a rule', () => {
    // ADR 006's pinned case: $10 at 0.61 % is charged a whole cent a month.
    const insights = insightsFor({
      debts: [debt('small', 10, 0.61, 0.52), debt('big', 26_156.03, 3.74, 0.01)],
      extraMonthlyPayment: 124.97,
    });
    expect(insights).toContain(
      "Here Debt Snowball pays $0.10 less interest than Debt Avalanche. Paying the highest rate first does not always pay the least: interest is rounded to the cent each month, and a debt's last month can leave part of its minimum unused.",
    );
    expect(insights.join(' ')).not.toMatch(/avalanche (always|never)/i);
  });

  it('names the cheapest and fastest plans and what the extra payment saves', () => {
    const analysis = analyseDebts({
      debts: [
        debt('Visa', 3200, 22.9, 96),
        debt('Car', 9800, 6.4, 285),
        debt('Clinic', 850, 0, 50),
      ],
      extraMonthlyPayment: 200,
      bonusPayments: [{ year: 2026, month: 12, amount: 1000 }],
      startDate: START,
    });
    const [snowball, avalanche] = analysis.strategies;
    const insights = debtInsights(analysis, avalanche!);
    expect(insights[0]).toBe(
      `Debt Avalanche and Hybrid pay the least interest here: ${formatCurrency(avalanche!.totalInterestPaid)}, ${formatCurrency(snowball!.totalInterestPaid - avalanche!.totalInterestPaid)} less than Debt Snowball.`,
    );
    expect(insights).toContain(
      `All three strategies are debt-free in ${avalanche!.monthsToPayoff} months (${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][avalanche!.debtFreeDate!.month - 1]} ${avalanche!.debtFreeDate!.year}).`,
    );
    expect(insights.some((line) => line.startsWith('Quickest first win: with Debt Snowball'))).toBe(
      true,
    );
    expect(
      insights.some((line) =>
        line.startsWith(
          `Compared with paying only each minimum (${analysis.minimumsOnly.monthsToPayoff} months`,
        ),
      ),
    ).toBe(true);
  });

  it('warns about plans that never finish and minimums that do not cover the interest', () => {
    const insights = insightsFor({
      debts: [debt('Loan', 12_000, 12, 120)],
      bonusPayments: [
        { year: 2025, month: 12, amount: 100 },
        { year: 2100, month: 1, amount: 100 },
      ],
    });
    expect(insights).toContain(
      'No strategy clears these debts within 50 years at these payments. Try a larger extra payment.',
    );
    expect(insights).toContain(
      'Paying only the minimums would not clear these debts within 50 years.',
    );
    expect(insights).toContain(
      'The minimum payment on Loan does not exceed its monthly interest: at the minimum alone, that balance never goes down.',
    );
    expect(insights).toContain(
      '2 bonus payments are dated before this month or more than 50 years ahead, so they are not counted.',
    );
  });

  it('says when all three strategies pay the same', () => {
    const insights = insightsFor({ debts: [debt('Only', 1000, 12, 100)] });
    expect(insights).toContain('All three strategies pay the same interest: $58.98.');
    expect(insights).toContain(
      'Compared with paying only each minimum (11 months, $58.98 interest), Debt Snowball takes as long and costs as much.',
    );
  });
});
