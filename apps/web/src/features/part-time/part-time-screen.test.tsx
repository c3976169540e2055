import { comparePartTime, PART_TIME_DEFAULTS } from '@freedompath/engine/part-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { descriptionOf } from '../calculators/kit/test-support/description-of';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { partTimePlan } from './part-time-plan';
import type { PartTimePlanValues } from './part-time-plan';
import { PartTimeScreen } from './part-time-screen';

// jsdom has no canvas: stand in for the chart and keep what it was given.
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string; data: { datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

async function setup(plan: PartTimePlanValues = partTimePlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <PartTimeScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Part-Time vs Full-Time Calculator' });
  return { ...view, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });
const results = () => screen.queryByRole('region', { name: 'Full-time vs part-time' });

/** Replaces a field's text as a paste would (one change, not one per key: fast on slow CI). */
async function replace(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text !== '') await user.paste(text);
}

describe('PartTimeScreen', () => {
  it('shows the form with the product’s defaults, the Guide tab and no results before Calculate', async () => {
    const { user } = await setup();
    expect(field('Full-time salary')).toHaveProperty('value', '75000');
    expect(field('Part-time salary')).toHaveProperty('value', '40000');
    expect(field('Part-time hours a week')).toHaveProperty('value', '20');
    expect(field('Current portfolio')).toHaveProperty('value', '100000');
    expect(field('Current cash')).toHaveProperty('value', '25000');
    expect(field('Expected market return')).toHaveProperty('value', '7');
    expect(results()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Months part-time' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Before you cut your hours' }),
    ).toBeTruthy();
  });

  it('reveals the duration when part-time is temporary, defaulting to 12 months', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('switch', { name: 'Part-time is temporary' }));
    expect(field('Months part-time')).toHaveProperty('value', '12');
    await user.click(screen.getByRole('switch', { name: 'Part-time is temporary' }));
    expect(screen.queryByRole('textbox', { name: 'Months part-time' })).toBeNull();
  });

  it('calculates the engine’s comparison and shows the summary and the growth chart', async () => {
    const { user } = await setup();
    await replace(user, 'Part-time salary', '45000');
    await user.click(screen.getByRole('switch', { name: 'Part-time is temporary' }));
    await replace(user, 'Months part-time', '18');
    await user.click(calculateButton());

    const region = await screen.findByRole('region', { name: 'Full-time vs part-time' });
    const expected = comparePartTime({
      ...PART_TIME_DEFAULTS,
      partTimeSalary: 45000,
      isTemporary: true,
      temporaryMonths: 18,
    });
    const card = (label: string) =>
      within(region).getByText(label).parentElement?.textContent ?? '';
    expect(card('Annual income difference')).toContain(
      formatCurrency(expected.annualIncomeDifference),
    );
    expect(card('Wealth difference after 10 years')).toContain(
      formatCurrency(expected.tenYearImpact.wealthDifference),
    );
    expect(card('Effective hourly rate')).toContain(
      formatCurrency(expected.partTimeHourlyRate, { cents: true }),
    );
    expect(card('Salary given up')).toContain('Part-time for 18 months, then back to full-time.');

    const wealth = within(region).getByRole('table', { name: 'Wealth after 10 years' });
    expect(within(wealth).getAllByRole('row')[3]?.textContent).toBe(
      `Total wealth${formatCurrency(expected.tenYearImpact.fullTime.total)}${formatCurrency(expected.tenYearImpact.partTime.total)}`,
    );
    const chart = await within(region).findByRole('img', {
      name: '5-year growth: total wealth on each path',
    });
    const datasets = JSON.parse(chart.getAttribute('data-datasets') ?? '[]') as Array<{
      label: string;
      data: number[];
      fill: boolean;
    }>;
    expect(datasets.map((d) => [d.label, d.fill, d.data.length])).toEqual([
      ['Full-time', true, 61],
      ['Part-time', true, 61],
    ]);
    expect(datasets[1]?.data[60]).toBe(expected.growth[60]?.partTimeTotal);

    expect(freeCalculationCounter.used()).toBe(1);
    await waitFor(() => expect(toastTitles()).toContain('Calculation complete!'));
  });

  it('shows the product’s messages at their fields and spends nothing on bad input', async () => {
    const { user } = await setup();
    await replace(user, 'Full-time salary', '-1');
    await replace(user, 'Part-time salary', 'lots');
    await replace(user, 'Part-time hours a week', '45');
    await replace(user, 'Expected market return', '');
    await replace(user, 'Current cash', '-0.01');
    await replace(user, 'Amount a month of expense 3', '-5');
    await user.click(screen.getByRole('switch', { name: 'Part-time is temporary' }));
    await replace(user, 'Months part-time', '121');
    await user.click(calculateButton());

    await waitFor(() =>
      expect(descriptionOf(field('Full-time salary'))).toContain(
        'Full-time salary must be 0 or more',
      ),
    );
    expect(descriptionOf(field('Part-time salary'))).toContain(
      'Please enter valid numbers for all required fields.',
    );
    expect(descriptionOf(field('Part-time hours a week'))).toContain(
      'Weekly hours must be between 1 and 40',
    );
    expect(descriptionOf(field('Expected market return'))).toContain(
      'Market returns must be between -20% and 30%',
    );
    expect(descriptionOf(field('Current cash'))).toContain('Current cash must be 0 or more');
    expect(descriptionOf(field('Amount a month of expense 3'))).toContain(
      'Expense amount must be 0 or more',
    );
    expect(descriptionOf(field('Months part-time'))).toContain(
      'Temporary period must be a whole number of months from 1 to 120',
    );
    expect(field('Full-time salary').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Full-time salary'));
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);

    await replace(user, 'Months part-time', '');
    await user.click(calculateButton());
    await waitFor(() =>
      expect(descriptionOf(field('Months part-time'))).toContain(
        'Temporary period must be a whole number of months from 1 to 120',
      ),
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('adds and removes expenses with the product’s notices; a blank amount is $0', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(document.activeElement).toBe(field('Name of expense 4'));
    await waitFor(() => expect(toastTitles()).toContain('Expense added successfully'));
    await user.paste('Insurance');
    expect(field('Name of expense 4')).toHaveProperty('value', 'Insurance');
    await user.click(screen.getByRole('button', { name: 'Remove expense 1' }));
    await waitFor(() => expect(toastTitles()).toContain('Expense removed successfully'));
    expect(field('Name of expense 1')).toHaveProperty('value', 'Utilities');
    expect(field('Name of expense 3')).toHaveProperty('value', 'Insurance');

    await user.click(calculateButton());
    const region = await screen.findByRole('region', { name: 'Full-time vs part-time' });
    const expected = comparePartTime({
      ...PART_TIME_DEFAULTS,
      expenses: [
        { name: 'Utilities', amount: 200, isFixed: true },
        { name: 'Groceries', amount: 500, isFixed: false },
        { name: 'Insurance', amount: 0, isFixed: false },
      ],
    });
    const budget = within(region).getByRole('table', { name: 'Monthly budget on each path' });
    expect(within(budget).getAllByRole('row')[4]?.textContent).toBe(
      `Total expenses${formatCurrency(expected.monthlyBudget.fullTime.expenses)}${formatCurrency(expected.monthlyBudget.partTime.expenses)}`,
    );
  });

  it('never shows NaN, Infinity or undefined for extreme inputs', async () => {
    const { user } = await setup();
    await replace(user, 'Full-time salary', '1,000,000,000,000');
    await replace(user, 'Part-time salary', '0');
    await replace(user, 'Part-time hours a week', '1');
    await replace(user, 'Expected market return', '-20');
    await replace(user, 'Current portfolio', '');
    await replace(user, 'Current cash', '$0');
    await replace(user, 'Full-time portfolio contribution', '999999999999');
    await user.click(calculateButton());
    await screen.findByRole('region', { name: 'Full-time vs part-time' });
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('restores a shared plan into the form without calculating', async () => {
    await setup({
      ...partTimePlan.defaults,
      partTimeSalary: 52000,
      weeklyHours: 28,
      isTemporary: true,
      temporaryMonths: 9,
      expenses: [{ name: 'Mortgage', amount: 1800, isFixed: true }],
    });
    expect(field('Part-time salary')).toHaveProperty('value', '52000');
    expect(field('Part-time hours a week')).toHaveProperty('value', '28');
    expect(field('Months part-time')).toHaveProperty('value', '9');
    expect(field('Name of expense 1')).toHaveProperty('value', 'Mortgage');
    expect(screen.getByRole('switch', { name: 'Part-time is temporary' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });
});
