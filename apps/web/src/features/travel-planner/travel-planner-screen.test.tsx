import { planTrip } from '@freedompath/engine/travel';
import { useSearch } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { addDays, todayIso } from '@/lib/local-date';
import {
  FREE_CALCULATIONS_USED_KEY,
  freeCalculationCounter,
} from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { travelPlannerPlan } from './travel-planner-plan';
import type { TravelPlannerPlanValues } from './travel-planner-plan';
import { CALCULATE_LABEL, TravelPlannerScreen } from './travel-planner-screen';

type User = ReturnType<typeof userEvent.setup>;

const japan = {
  countryId: 'japan',
  startDate: '2027-03-01',
  endDate: '2027-03-07',
  budget: 900,
  notes: 'Tokyo and Kyoto',
};
const thailand = {
  countryId: 'thailand',
  startDate: '2027-03-08',
  endDate: '2027-03-21',
  budget: 0,
  notes: '',
};

async function setup(plan: TravelPlannerPlanValues = travelPlannerPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <TravelPlannerScreen plan={plan} />);
  await screen.findByRole('heading', { level: 1, name: 'Career Break Travel Planner' });
  return { ...view, user };
}

/** The screen as its route renders it: the plan is the URL's search, parsed by the plan. */
function RoutedScreen() {
  const search = useSearch({ strict: false });
  return <TravelPlannerScreen plan={travelPlannerPlan.parse(search)} />;
}

const panel = () => within(screen.getByRole('form', { name: 'Add a destination' }));
const countrySelect = () => panel().getByRole('combobox', { name: 'Country' });
const dateInput = (label: 'Start date' | 'End date') =>
  panel().getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const slider = () => panel().getByRole('slider', { name: 'Length of stay (days)' });
const budgetInput = () => panel().getByRole<HTMLInputElement>('textbox', { name: 'Budget ($)' });
const addButton = () => panel().getByRole('button', { name: 'Add Destination' });
const calculateButton = () => screen.getByRole('button', { name: CALCULATE_LABEL });
const dailyCost = () =>
  screen.getByRole('textbox', { name: 'Daily travel cost in the United States ($)' });
const stops = () => screen.queryByRole('list', { name: 'Itinerary stops' });
const summary = () => screen.queryByRole('region', { name: 'Trip Summary' });
const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

function setDate(label: 'Start date' | 'End date', value: string) {
  fireEvent.change(dateInput(label), { target: { value } });
}

async function addStop(
  user: User,
  {
    country,
    start,
    end,
    budget,
  }: { country?: string; start?: string; end?: string; budget?: string },
) {
  if (country) await user.selectOptions(countrySelect(), country);
  if (start) setDate('Start date', start);
  if (end) setDate('End date', end);
  if (budget !== undefined) {
    await user.clear(budgetInput());
    if (budget) await user.type(budgetInput(), budget);
  }
  await user.click(addButton());
}

async function fill(user: User, text: string) {
  await user.clear(dailyCost());
  if (text) await user.paste(text);
}

describe('TravelPlannerScreen', () => {
  it('starts with an empty itinerary, the panel ready from today for 7 days and no summary', async () => {
    await setup();
    const today = todayIso();
    expect(screen.getByText(/No destinations yet/).textContent).toContain(
      'a trip of 1 month starting today would run',
    );
    expect(stops()).toBeNull();
    expect((countrySelect() as HTMLSelectElement).value).toBe('');
    expect(within(countrySelect()).getAllByRole('option')).toHaveLength(31);
    expect(dateInput('Start date').value).toBe(today);
    expect(dateInput('End date').value).toBe(addDays(today, 6));
    expect(dateInput('End date').min).toBe(today);
    expect(slider()).toHaveProperty('value', '7');
    expect(slider().getAttribute('aria-valuetext')).toBe('7 days');
    expect(budgetInput().value).toBe('0');
    expect((dailyCost() as HTMLInputElement).value).toBe('150');
    expect(calculateButton()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Add at least one destination to calculate the trip cost.'),
    ).toBeTruthy();
    expect(summary()).toBeNull();
  });

  it('asks for a country before adding, at the field, and adds nothing', async () => {
    const { user } = await setup();
    await user.click(addButton());
    expect(await panel().findByText('Please select a country')).toBeTruthy();
    expect(countrySelect().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(countrySelect()));
    expect(stops()).toBeNull();
    expect(toastTitles()).toEqual([]);

    await user.selectOptions(countrySelect(), 'Japan');
    expect(panel().queryByText('Please select a country')).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('refuses an end date before the start, whose earlier days the picker disables', async () => {
    const { user } = await setup();
    setDate('Start date', '2027-03-10');
    expect(dateInput('End date').min).toBe('2027-03-10');
    await addStop(user, { country: 'Japan', end: '2027-03-01' });
    expect(await panel().findByText('End date cannot be before start date')).toBeTruthy();
    expect(dateInput('End date').getAttribute('aria-invalid')).toBe('true');
    expect(countrySelect().getAttribute('aria-invalid')).toBe('false');
    expect(stops()).toBeNull();

    setDate('Start date', '');
    await user.click(addButton());
    expect(await panel().findByText('Please enter a valid date')).toBeTruthy();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('sets the end date from the start date with the days slider, and the slider from the end', async () => {
    await setup();
    setDate('Start date', '2027-03-01');
    expect(dateInput('End date').value).toBe('2027-03-07');
    fireEvent.change(slider(), { target: { value: '10' } });
    expect(dateInput('End date').value).toBe('2027-03-10');
    expect(panel().getByText(/^10 days, both dates included/)).toBeTruthy();
    setDate('Start date', '2027-04-01');
    expect(dateInput('End date').value).toBe('2027-04-10');
    setDate('End date', '2027-04-03');
    expect(slider()).toHaveProperty('value', '3');
    // Longer than the slider reaches: it rests at 30 and the hint says the real length.
    setDate('End date', '2027-05-15');
    expect(slider()).toHaveProperty('value', '30');
    expect(panel().getByText(/^45 days, both dates included/)).toBeTruthy();
  });

  it('refuses a budget that is not a number or is negative', async () => {
    const { user } = await setup();
    await addStop(user, { country: 'Peru', budget: 'lots' });
    expect(await panel().findByText('Please enter a number.')).toBeTruthy();
    expect(budgetInput().getAttribute('aria-invalid')).toBe('true');
    await addStop(user, { budget: '-5' });
    expect(await panel().findByText('Budget cannot be negative')).toBeTruthy();
    expect(stops()).toBeNull();
  });

  it('adds and removes stops with the product’s notices, spending nothing', async () => {
    const { user } = await setup();
    await addStop(user, { country: 'Japan', start: '2027-03-01', budget: '1,200' });
    await waitFor(() => expect(toastTitles()).toContain('Japan added to your itinerary'));
    const list = within(stops()!);
    const item = list.getByRole('listitem');
    expect(item.textContent).toContain('Japan');
    expect(item.textContent).toContain('Mar 1 – Mar 7, 2027 · 7 days');
    expect(item.textContent).toContain('Budget: $1,200');
    const flag = within(item).getByText('🇯🇵');
    expect(flag.getAttribute('aria-hidden')).toBe('true');
    // The panel is ready for the next stop: no country, starting the day after.
    expect((countrySelect() as HTMLSelectElement).value).toBe('');
    expect(document.activeElement).toBe(countrySelect());
    expect(dateInput('Start date').value).toBe('2027-03-08');
    expect(dateInput('End date').value).toBe('2027-03-14');
    expect(budgetInput().value).toBe('0');

    await addStop(user, { country: 'Thailand' });
    await waitFor(() => expect(toastTitles()).toContain('Thailand added to your itinerary'));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(calculateButton()).toHaveProperty('disabled', false);

    await user.click(
      screen.getByRole('button', { name: 'Remove Japan, Mar 1 – Mar 7, 2027 · 7 days' }),
    );
    await waitFor(() => expect(toastTitles()).toContain('Destination removed from itinerary'));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByRole('listitem').textContent).toContain('Thailand');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Itinerary' }));
    expect(freeCalculationCounter.used()).toBe(0);
    expect(summary()).toBeNull();
  });

  it('shows the daily cost’s messages at its field and spends nothing', async () => {
    const { user } = await setup({ ...travelPlannerPlan.defaults, itinerary: [japan] });
    await fill(user, 'cheap');
    await user.click(calculateButton());
    expect(await screen.findByText('Please enter a number.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dailyCost()));
    expect(dailyCost().getAttribute('aria-invalid')).toBe('true');

    await fill(user, '-1');
    await user.click(calculateButton());
    expect(await screen.findByText('Base daily cost must be zero or more')).toBeTruthy();

    await fill(user, '2000000000000');
    await user.click(calculateButton());
    expect(
      await screen.findByText('Please enter an amount of at most $1,000,000,000,000.'),
    ).toBeTruthy();
    // Adding a stop meanwhile leaves the cursor in the panel, ready for the next one.
    await addStop(user, { country: 'Peru' });
    await waitFor(() => expect(toastTitles()).toContain('Peru added to your itinerary'));
    expect(document.activeElement).toBe(countrySelect());
    expect(summary()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('shows the engine’s trip summary after Calculate Trip Cost, spending one calculation', async () => {
    const { user } = await setup({ ...travelPlannerPlan.defaults, itinerary: [japan, thailand] });
    await fill(user, '200');
    await user.click(calculateButton());

    const expected = planTrip({
      itinerary: [
        { ...japan, id: 'a' },
        { ...thailand, id: 'b' },
      ],
      baseDailyCost: 200,
    });
    const heading = await screen.findByRole('heading', { name: 'Trip Summary' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const region = within(summary()!);
    const figure = (label: string) => region.getByText(label).nextSibling?.textContent;
    expect(figure('Trip Start')).toBe('Mar 1, 2027');
    expect(figure('Trip End')).toBe('Mar 21, 2027');
    expect(figure('Trip Length')).toBe(`${expected.totalDays} days`);
    expect(figure('Estimated Trip Cost')).toBe(formatCurrency(expected.totalEstimatedCost));
    expect(figure('Estimated Trip Cost')).toBe('$2,282');
    const table = within(region.getByRole('table', { name: 'Cost by destination' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '🇯🇵Japan', 'Mar 1, 2027', 'Mar 7, 2027', '7', '$166.00', '$1,162', '$900'],
      ['2', '🇹🇭Thailand', 'Mar 8, 2027', 'Mar 21, 2027', '14', '$80.00', '$1,120', '$0'],
    ]);
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastTitles()).toContain('Calculation complete!');
    expect(region.queryByRole('status')).toBeNull();

    // Changing the itinerary leaves the summary of the old one, saying so; nothing is spent.
    await user.click(screen.getByRole('button', { name: /^Remove Thailand/ }));
    expect(await region.findByRole('status')).toHaveProperty(
      'textContent',
      'Your itinerary has changed since this estimate. Calculate the trip cost again to update it.',
    );
    expect(freeCalculationCounter.used()).toBe(1);
  });

  it('restores a shared itinerary without a summary, the next stop starting after it', async () => {
    await setup({ itinerary: [japan, thailand], baseDailyCost: 95.5 });
    expect(within(stops()!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Tokyo and Kyoto')).toBeTruthy();
    expect((dailyCost() as HTMLInputElement).value).toBe('95.5');
    expect(dateInput('Start date').value).toBe('2027-03-22');
    expect(summary()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('writes the itinerary to the URL as it changes, which parses back to the same stops', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(() => <RoutedScreen />);
    await screen.findByRole('heading', { level: 1 });
    await addStop(user, { country: 'Japan', start: '2027-03-01', budget: '900' });
    await waitFor(() =>
      expect(travelPlannerPlan.parse(router.state.location.search).itinerary).toEqual([
        { ...japan, notes: '' },
      ]),
    );
    await fill(user, '180');
    await waitFor(() =>
      expect(travelPlannerPlan.parse(router.state.location.search).baseDailyCost).toBe(180),
    );
    // Text that is not a number keeps the last good value in the link.
    fireEvent.change(dailyCost(), { target: { value: '18x' } });
    expect(await screen.findByDisplayValue('18x')).toBeTruthy();
    expect(travelPlannerPlan.parse(router.state.location.search).baseDailyCost).toBe(180);
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('shows the locked view instead of the planner once the free calculations are used up', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    const { router } = await setup({ ...travelPlannerPlan.defaults, itinerary: [japan] });
    const locked = screen.getByRole('region', { name: 'Sign in to Continue' });
    expect(locked.textContent).toContain(
      "You've used all your free calculations. Please upgrade to continue.",
    );
    expect(screen.queryByRole('form', { name: 'Add a destination' })).toBeNull();
    expect(screen.queryByRole('button', { name: CALCULATE_LABEL })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the summary of the last free calculation under the locked view', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '4');
    const { user } = await setup({ ...travelPlannerPlan.defaults, itinerary: [japan] });
    expect(screen.getByText('1 calculation remaining')).toBeTruthy();
    await user.click(calculateButton());
    expect(await screen.findByRole('region', { name: 'Sign in to Continue' })).toBeTruthy();
    expect(within(summary()!).getByText('Estimated Trip Cost').nextSibling?.textContent).toBe(
      '$872',
    );
    expect(screen.queryByRole('form', { name: 'Add a destination' })).toBeNull();
  });

  it('never shows NaN, Infinity or undefined, whatever the daily cost says', async () => {
    const text = fc.constantFrom(
      '',
      ' ',
      'abc',
      '-1',
      '0',
      '1e400',
      'Infinity',
      'NaN',
      '999999999999',
      '1000000000001',
      '.5',
      '$1,2,3',
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('0', '', '12.345', 'x'), async (cost, budget) => {
        localStorage.clear();
        freeCalculationCounter.reset();
        const user = userEvent.setup({ delay: null });
        const view = renderWithRouter(() => (
          <TravelPlannerScreen plan={{ ...travelPlannerPlan.defaults, itinerary: [japan] }} />
        ));
        try {
          await screen.findByRole('heading', { level: 1 });
          await addStop(user, { country: 'India', budget });
          fireEvent.change(dailyCost(), { target: { value: cost } });
          await user.click(calculateButton());
          await waitFor(() =>
            expect(
              summary() ??
                screen.queryAllByText(/Please enter|must be zero or more|at most \$/)[0] ??
                null,
            ).not.toBeNull(),
          );
          expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
        } finally {
          // A failed run must not leave its screen behind for the next (shrinking) run.
          view.unmount();
          act(() => toastStore.clear());
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  });
});
