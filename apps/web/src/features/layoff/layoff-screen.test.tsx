import { calculateLayoff, LAYOFF_DEFAULTS, LAYOFF_FIELD_LABELS } from '@freedompath/engine/layoff';
import type { LayoffInput } from '@freedompath/engine/layoff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { getCalculationEvents } from '@/lib/analytics/calculation-event-sink';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { layoffForm } from './layoff-form-state';
import { layoffPlan } from './layoff-plan';
import type { LayoffField, LayoffPlan } from './layoff-plan';
import { runwayText } from './layoff-runway';
import { layoffNextSteps } from './next-steps';
import { LayoffScreen } from './layoff-screen';

async function setup(plan: LayoffPlan = layoffPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <LayoffScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Layoff Transition Calculator' });
  return { user, ...view };
}

const field = (name: LayoffField) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: LAYOFF_FIELD_LABELS[name] });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Transition Plan' });
const packageRegion = () => screen.queryByRole('region', { name: 'Your Severance Package' });
const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

/** The message under a field (its last description), if it has one. */
function messageOf(name: LayoffField): string | undefined {
  const ids = (field(name).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const last = ids.at(-1);
  return last?.endsWith('-error') ? (document.getElementById(last)?.textContent ?? '') : undefined;
}

/** Replaces fields' texts as a paste would (one change per field: fast on a busy machine). */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<LayoffField, string>>,
) {
  for (const [name, text] of Object.entries(values)) {
    await user.clear(field(name as LayoffField));
    if (text !== '') await user.paste(text);
  }
}

/** The three runway meters' value texts, in order. */
const meterTexts = () =>
  screen.getAllByRole('meter').map((meter) => meter.getAttribute('aria-valuetext'));

function expectNoBadFigures() {
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

describe('LayoffScreen', () => {
  it('shows the product’s defaults, the New badge and no results before calculating', async () => {
    await setup();
    expect(field('baseSalary').value).toBe('85000');
    expect(field('yearsOfService').value).toBe('3');
    expect(field('severanceWeeksPerYear').value).toBe('2');
    expect(field('unusedPTO').value).toBe('10');
    expect(field('ptoPayoutRate').value).toBe('100');
    expect(field('bonusAmount').value).toBe('5000');
    expect(field('healthBenefitsCost').value).toBe('500');
    expect(field('healthBenefitsDuration').value).toBe('3');
    expect(field('otherBenefits').value).toBe('1000');
    expect(field('housing').value).toBe('2000');
    expect(field('unemploymentBenefit').value).toBe(
      String(LAYOFF_DEFAULTS.expenses.unemploymentBenefit),
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(document.title).toBe('Layoff Transition Calculator — FreedomPath');
    expect(packageRegion()).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Next Steps' })).toBeNull();
  });

  it('shows the engine’s package, three runway bars and the Next Steps after calculating', async () => {
    const { user } = await setup();
    await user.click(calculateButton());

    const expected = calculateLayoff(LAYOFF_DEFAULTS);
    const region = await screen.findByRole('region', { name: 'Your Severance Package' });
    expect(
      within(region).getByText('Total severance', { selector: 'p' }).parentElement?.textContent,
    ).toContain(formatCurrency(expected.totalSeverance));
    expect(formatCurrency(expected.totalSeverance)).toBe('$20,577');
    const table = within(region).getByRole('table', { name: 'What your package is made of' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemBased onAmount',
      `Severance pay3 years of service × 2 weeks of pay a year${formatCurrency(expected.severancePay)}`,
      `PTO payout10 unused days paid at 100%${formatCurrency(expected.ptoPayout)}`,
      'BonusPaid when you leave$5,000',
      'Health benefits$500 a month for 3 months$1,500',
      'Other benefitsOne-off payments$1,000',
      `Total severanceBefore tax${formatCurrency(expected.totalSeverance)}`,
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your Severance Package'));

    const runway = screen.getByRole('region', { name: 'Your Runway' });
    expect(within(runway).getByText('Monthly expenses').parentElement?.textContent).toContain(
      '$4,500',
    );
    expect(
      within(runway).getByText('Unemployment benefit a month').parentElement?.textContent,
    ).toContain(formatCurrency(expected.unemploymentBenefit));
    const bars = within(runway).getAllByRole('meter');
    expect(bars).toHaveLength(3);
    // The runway is printed beside each bar, not only read out.
    for (const bar of bars) {
      expect(bar.closest('li')?.textContent).toContain(bar.getAttribute('aria-valuetext'));
    }
    expect(meterTexts()).toEqual([
      runwayText(expected.totalSeverance / expected.monthlyExpenses),
      '7 months, 27 days',
      '13 months, 28 days',
    ]);
    expect(
      within(runway).getByRole('meter', { name: 'With savings' }).getAttribute('aria-valuenow'),
    ).toBe(String(Number(expected.financialRunway.toFixed(2))));
    expect(
      within(runway)
        .getByRole('meter', { name: 'With savings and unemployment' })
        .getAttribute('aria-valuenow'),
    ).toBe('12');

    const steps = screen.getByRole('list', { name: 'Next Steps' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(layoffNextSteps(LAYOFF_DEFAULTS, expected).map((step) => step.title));

    expect(freeCalculationCounter.used()).toBe(1);
    await waitFor(() =>
      expect(toastTitles()).toContain('Layoff transition plan calculated successfully!'),
    );
    expect(getCalculationEvents().find((event) => event.type === 'completed')).toMatchObject({
      calculatorType: 'layoff-calculator',
      results: expected,
    });
  });

  it('shows the engine’s messages at their fields for bad input and spends nothing', async () => {
    const { user } = await setup();
    await fill(user, {
      baseSalary: 'eighty thousand',
      yearsOfService: '101',
      severanceWeeksPerYear: '53',
      unusedPTO: '1001',
      ptoPayoutRate: '150',
      healthBenefitsDuration: '121',
      housing: '-1',
      unemploymentBenefit: '$4-50',
    });
    await user.click(calculateButton());

    await waitFor(() =>
      expect(messageOf('baseSalary')).toBe('Base salary must be a number of 0 or more'),
    );
    expect(messageOf('yearsOfService')).toBe('Years of service must be at most 100');
    expect(messageOf('severanceWeeksPerYear')).toBe('Severance weeks per year must be at most 52');
    expect(messageOf('unusedPTO')).toBe('Unused PTO days must be at most 1000');
    expect(messageOf('ptoPayoutRate')).toBe('PTO payout rate must be between 0% and 100%');
    expect(messageOf('healthBenefitsDuration')).toBe(
      'Health benefits duration must be at most 120 months',
    );
    expect(messageOf('housing')).toBe('Housing must be a number of 0 or more');
    expect(messageOf('unemploymentBenefit')).toBe(
      'Unemployment benefit must be a number of 0 or more',
    );
    expect(messageOf('bonusAmount')).toBeUndefined();
    expect(field('baseSalary').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('baseSalary')));
    expect(packageRegion()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
    expectNoBadFigures();

    await fill(user, { baseSalary: '', food: '1e9' });
    await user.click(calculateButton());
    await waitFor(() => expect(messageOf('food')).toBe('Food must be a number of 0 or more'));
    expect(messageOf('baseSalary')).toBeUndefined();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('counts blank fields as 0', async () => {
    const { user } = await setup();
    await fill(user, { bonusAmount: '', otherBenefits: '', food: '', emergencyFund: '' });
    await user.click(calculateButton());
    const input: LayoffInput = {
      severance: { ...LAYOFF_DEFAULTS.severance, bonusAmount: 0, otherBenefits: 0 },
      expenses: { ...LAYOFF_DEFAULTS.expenses, food: 0, emergencyFund: 0 },
    };
    const expected = calculateLayoff(input);
    const region = await screen.findByRole('region', { name: 'Your Severance Package' });
    expect(
      within(region).getByText('Total severance', { selector: 'p' }).parentElement?.textContent,
    ).toContain(formatCurrency(expected.totalSeverance));
    expect(meterTexts()).toEqual([
      runwayText(expected.financialRunway),
      runwayText(expected.financialRunway),
      runwayText(expected.runwayWithUnemployment),
    ]);
  });

  it('shows 36+ months when the benefit covers the expenses', async () => {
    const { user } = await setup();
    await fill(user, { unemploymentBenefit: '1100' });
    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Your Runway' });
    const covered = screen.getByRole('meter', { name: 'With savings and unemployment' });
    expect(covered.getAttribute('aria-valuetext')).toBe('36+ months');
    expect(covered.getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText(/covers your \$4,500 of monthly expenses/)).toBeTruthy();
    expectNoBadFigures();
  });

  it('never shows NaN, Infinity or undefined for extreme amounts', async () => {
    const { user } = await setup();
    await fill(user, {
      baseSalary: '1,000,000,000,000',
      yearsOfService: '100',
      severanceWeeksPerYear: '52',
      bonusAmount: '1000000000000',
      housing: '0.01',
      utilities: '0',
      food: '0',
      transportation: '0',
      insurance: '0',
      healthcare: '0',
      debt: '0',
      other: '0',
    });
    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Your Runway' });
    expectNoBadFigures();

    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('calculates a form left all blank as all zeros', async () => {
    const blank = Object.fromEntries(
      Object.keys(layoffPlan.defaults).map((name) => [name, null]),
    ) as LayoffPlan;
    const { user } = await setup(blank);
    expect(field('baseSalary').value).toBe('');
    await user.click(calculateButton());
    const region = await screen.findByRole('region', { name: 'Your Severance Package' });
    expect(
      within(region).getByText('Total severance', { selector: 'p' }).parentElement?.textContent,
    ).toContain('$0');
    expect(meterTexts()).toEqual(['36+ months', '36+ months', '36+ months']);
    expect(screen.getAllByText(/You entered no monthly expenses/).length).toBeGreaterThan(0);
    expectNoBadFigures();
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('keeps the URL in step with what parses as the visitor types', async () => {
    const { user, router } = await setup();
    const search = () => router.state.location.search as Partial<LayoffPlan>;
    await fill(user, { baseSalary: '92k', housing: '' });
    await waitFor(() => expect(search().housing).toBeNull());
    // Text that does not parse keeps the plan's value: the link never carries nonsense.
    expect(search().baseSalary).toBe(85_000);
    await fill(user, { baseSalary: '92,000' });
    await waitFor(() => expect(search().baseSalary).toBe(92_000));
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('fills the form in from a shared plan and shows no results until calculated', async () => {
    const amount = fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          baseSalary: amount,
          yearsOfService: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
          housing: amount,
          unemploymentBenefit: amount,
        }),
        async (values) => {
          const plan = { ...layoffPlan.defaults, ...values };
          const view = await setup(plan);
          try {
            const form = layoffForm.fromPlan(plan);
            expect(field('baseSalary').value).toBe(form.baseSalary);
            expect(field('yearsOfService').value).toBe(form.yearsOfService);
            expect(field('housing').value).toBe(form.housing);
            expect(field('unemploymentBenefit').value).toBe(form.unemploymentBenefit);
            expect(packageRegion()).toBeNull();
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 10, endOnFailure: true },
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('refuses in place with the product’s message once the free calculations are spent', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { user, router } = await setup();
    await user.click(screen.getByRole('button', { name: 'Sign In or Upgrade to Continue' }));
    await waitFor(() =>
      expect(toastTitles()).toContain(
        "You've used all your free calculations. Please upgrade to continue.",
      ),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(packageRegion()).toBeNull();
    expect(field('baseSalary').value).toBe('85000');
  });
});
