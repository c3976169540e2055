import { compareOffers, createDefaultOffer } from '@freedompath/engine/compensation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { descriptionOf } from '../calculators/kit/test-support/description-of';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { compensationPlan } from './compensation-plan';
import type { CompensationPlanValues } from './compensation-plan';
import { CompensationScreen } from './compensation-screen';
import { notifyOfferListIssue } from './offer-count-notice';

// jsdom has no canvas: stand in for the chart and keep what it was given.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string; data: { labels: string[]; datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-labels={JSON.stringify(props.data.labels)}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

type User = ReturnType<typeof userEvent.setup>;

const toasts = () =>
  toastStore.getSnapshot().map(({ title, description }) => ({ title, description }));

async function setup(plan: CompensationPlanValues = compensationPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <CompensationScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Compensation Comparison' });
  return { ...view, user };
}

const card = (name: string) => screen.getByRole('region', { name });
const cards = () =>
  screen.getAllByRole('region').filter((region) => region.querySelector('h2') !== null);
const results = () => screen.queryByRole('region', { name: 'Comparison' });

/** Opens a card's collapsible group (if closed) so its fields can be reached. */
async function openGroup(user: User, region: HTMLElement, title: string) {
  const summary = within(region).getByText(title).closest('summary');
  if (!summary?.parentElement?.hasAttribute('open')) await user.click(summary!);
}

/** Replaces a field's text as a paste would (one change, not one per key). */
async function fill(user: User, region: HTMLElement, label: string, text: string) {
  const input = within(region).getByRole('textbox', { name: label });
  await user.clear(input);
  if (text !== '') await user.paste(text);
}

describe('CompensationScreen', () => {
  it('compares 2 to 4 offers: the first two stay, the limit has its notice', async () => {
    const { user } = await setup();
    expect(cards()).toHaveLength(2);
    expect(within(card('Current Job')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(card('New Offer')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(results()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Offer' }));
    expect(document.activeElement).toBe(
      within(card('Offer 3')).getByRole('textbox', { name: 'Offer name' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Offer' }));
    expect(cards()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Add Offer' }));
    expect(cards()).toHaveLength(4);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Maximum Offers Reached',
        description: 'Maximum of 4 offers can be compared at once.',
      }),
    );

    await user.click(within(card('Offer 3')).getByRole('button', { name: 'Remove Offer 3' }));
    expect(cards().map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Current Job',
      'New Offer',
      'Offer 4',
    ]);
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('shows the minimum notice for the engine’s list issue', () => {
    notifyOfferListIssue([
      { path: 'offers', message: 'Minimum of 2 offers required for comparison.' },
    ]);
    expect(toasts()).toContainEqual({
      title: 'Minimum Required',
      description: 'Minimum of 2 offers required for comparison.',
    });
  });

  it('calculates, then recalculates, with the engine’s figures, chart and notes', async () => {
    const { user } = await setup();
    const current = card('Current Job');
    await fill(user, current, 'Base salary', '90000');
    await openGroup(user, current, 'Bonuses');
    await fill(user, current, 'Performance bonus', '10');
    await openGroup(user, current, 'Retirement & health');
    await fill(user, current, '401(k) match', '4');

    const next = card('New Offer');
    await fill(user, next, 'Base salary', '$120,000');
    await openGroup(user, next, 'Bonuses');
    await fill(user, next, 'Signing bonus', '20000');
    await openGroup(user, next, 'Retirement & health');
    await fill(user, next, '401(k) match', '6');
    await openGroup(user, next, 'Time off');
    await fill(user, next, 'Paid time off', '20');

    expect(screen.queryByRole('button', { name: 'Recalculate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const region = await screen.findByRole('region', { name: 'Comparison' });
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toContain('Calculation complete!'),
    );

    const expected = compareOffers([
      {
        ...createDefaultOffer('current', 'Current Job'),
        baseSalary: 90000,
        performanceBonus: 10,
        matchPercentage401k: 4,
      },
      {
        ...createDefaultOffer('new', 'New Offer'),
        baseSalary: 120000,
        signingBonus: 20000,
        matchPercentage401k: 6,
        ptoDays: 20,
      },
    ]);
    const currentResult = within(region).getByRole('article', { name: 'Current Job' });
    const newResult = within(region).getByRole('article', { name: 'New Offer' });
    expect(currentResult.textContent).toContain(formatCurrency(expected[0]!.totalCompensation));
    expect(newResult.textContent).toContain(formatCurrency(expected[1]!.totalCompensation));
    expect(within(newResult).getByText('Highest total')).toBeTruthy();
    expect(within(currentResult).queryByText('Highest total')).toBeNull();
    for (const note of expected[1]!.strengths) {
      expect(within(newResult).getByText(note.text)).toBeTruthy();
    }
    expect(within(currentResult).getByText('No standout strengths.')).toBeTruthy();
    expect(within(currentResult).getByText('Limited parental leave')).toBeTruthy();

    const chart = await within(region).findByRole('img', { name: 'Annual compensation breakdown' });
    expect(JSON.parse(chart.getAttribute('data-labels') ?? '[]')).toEqual([
      'Current Job',
      'New Offer',
    ]);
    const datasets = JSON.parse(chart.getAttribute('data-datasets') ?? '[]') as Array<{
      label: string;
      data: number[];
    }>;
    expect(datasets.map((d) => d.label)).toEqual([
      'Base salary',
      'Bonuses',
      'Equity',
      'Retirement',
      'Benefits',
      'Perks',
    ]);
    expect(datasets[1]?.data).toEqual(expected.map((offer) => offer.breakdown.bonuses));
    expect(within(region).getByRole('table', { name: 'Offers side by side' })).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(1);

    await fill(user, current, 'Base salary', '150000');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.title)).toContain('Calculations updated!'),
    );
    expect(
      within(screen.getByRole('article', { name: 'Current Job' })).getByText('Highest total'),
    ).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(2);
  });

  it('shows the messages at their fields, opening their group, and spends nothing', async () => {
    const { user } = await setup();
    const current = card('Current Job');
    await fill(user, current, 'Base salary', 'ninety');
    await openGroup(user, current, 'Bonuses');
    await fill(user, current, 'Signing bonus', '-500');
    const next = card('New Offer');
    await openGroup(user, next, 'Equity');
    await fill(user, next, 'ESPP discount', '150');
    // Closed again: a message inside must open it.
    await openGroup(user, next, 'Equity');
    await user.click(within(next).getByText('Equity'));

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(
        descriptionOf(within(current).getByRole('textbox', { name: 'Base salary' })),
      ).toContain('Please enter valid numbers for all required fields.'),
    );
    expect(
      descriptionOf(within(current).getByRole('textbox', { name: 'Signing bonus' })),
    ).toContain('Amounts cannot be negative');
    expect(within(next).getByText('Equity').closest('details')?.hasAttribute('open')).toBe(true);
    expect(descriptionOf(within(next).getByRole('textbox', { name: 'ESPP discount' }))).toContain(
      'Percentages cannot exceed 100%',
    );
    expect(within(next).getByText(/needs attention/)).toBeTruthy();
    expect(document.activeElement).toBe(
      within(current).getByRole('textbox', { name: 'Base salary' }),
    );
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('reads blank numbers as 0 and never shows NaN, Infinity or undefined', async () => {
    const { user } = await setup({
      offers: [
        { name: '', baseSalary: 1e12, stockOptions: 1e9, fairMarketValue: 1e12, vestingYears: 1 },
        { name: '', isUnlimitedPTO: true, ptoDays: 400 },
      ],
    });
    const second = card('Offer 2');
    await fill(user, second, 'Offer name', 'Offer 1');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const region = await screen.findByRole('region', { name: 'Comparison' });
    expect(within(region).getByRole('article', { name: 'Offer 1 (2)' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('restores a shared link into the cards without calculating', async () => {
    await setup({
      offers: [
        { name: 'Acme', baseSalary: 95000, workLocation: 'remote' },
        { name: 'Globex', vestingYears: 6, isPerformanceBonusPercentage: false },
        { name: 'Initech', ptoDays: 25 },
      ],
    });
    expect(within(card('Acme')).getByRole('textbox', { name: 'Base salary' })).toHaveProperty(
      'value',
      '95000',
    );
    expect(within(card('Acme')).getByRole('combobox', { name: 'Work location' })).toHaveProperty(
      'value',
      'remote',
    );
    expect(within(card('Globex')).getByRole('slider', { name: 'Vesting period' })).toHaveProperty(
      'value',
      '6',
    );
    expect(
      within(card('Globex')).getByRole('switch', {
        name: 'Performance bonus as % of base salary',
      }),
    ).toHaveProperty('ariaChecked', 'false');
    expect(within(card('Initech')).getByRole('textbox', { name: 'Paid time off' })).toHaveProperty(
      'value',
      '25',
    );
    expect(within(card('Initech')).getByRole('button', { name: 'Remove Initech' })).toBeTruthy();
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });
});
