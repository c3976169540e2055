import { calculateInternationalRunway } from '@freedompath/engine/international';
import { useSearch } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { formatCurrency } from '@/lib/format';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { internationalRunwayPlan } from './international-runway-plan';
import type { InternationalRunwayPlan } from './international-runway-plan';
import { InternationalRunwayScreen } from './international-runway-screen';
import { runwayText } from './runway-text';

const CALCULATE = 'Calculate Financial Runway';

async function renderScreen(plan: InternationalRunwayPlan = internationalRunwayPlan.defaults) {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <InternationalRunwayScreen plan={plan} />);
  await screen.findByRole('button', { name: CALCULATE });
  return { ...view, user };
}

/** The screen as its route renders it: the plan is the URL's search, parsed by the plan. */
function RoutedScreen() {
  const search = useSearch({ strict: false });
  return <InternationalRunwayScreen plan={internationalRunwayPlan.parse(search)} />;
}

async function renderRouted(path = '/') {
  const user = userEvent.setup();
  const view = renderWithRouter(() => <RoutedScreen />, path);
  await screen.findByRole('button', { name: CALCULATE });
  return { ...view, user };
}

const amountInput = (name: string) => screen.getByRole('textbox', { name });
const countryBox = (name: string) => screen.getByRole('checkbox', { name });
const results = () => screen.queryByRole('region', { name: 'Your runway abroad' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, text] of Object.entries(values)) {
    await user.clear(amountInput(name));
    if (text !== '') await user.type(amountInput(name), text);
  }
}

describe('InternationalRunwayScreen', () => {
  it('shows the form with the engine defaults, every country in the picker and no results', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'International Financial Runway Calculator',
    );
    for (const name of [
      'Cash Savings',
      'Investments',
      'Monthly Remote Income',
      'Monthly Portfolio Withdrawal',
    ]) {
      expect(amountInput(name)).toHaveProperty('value', '0');
    }
    const picker = screen.getByRole('group', { name: 'Countries to compare' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([
      'portugal',
      'spain',
      'france',
      'thailand',
      'mexico',
      'costa-rica',
      'colombia',
      'estonia',
      'greece',
    ]);
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .every((box) => !(box as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByRole('radio', { name: 'Cash and investments combined' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      screen
        .getByRole('switch', { name: 'Include income in the runway' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Guide' })).toBeNull();
    expect(results()).toBeNull();
  });

  it('asks for a country and spends nothing when none is selected', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: CALCULATE }));
    const picker = screen.getByRole('group', { name: 'Countries to compare' });
    expect(await within(picker).findByText('Select at least one country')).toBeTruthy();
    expect(countryBox('Portugal').getAttribute('aria-invalid')).toBe('true');
    expect(countryBox('Portugal')).toBe(document.activeElement);
    expect(freeCalculationCounter.used()).toBe(0);
    expect(results()).toBeNull();
  });

  it("shows each amount's message for text and negatives, and spends nothing", async () => {
    const { user } = await renderScreen({
      ...internationalRunwayPlan.defaults,
      selectedCountries: ['spain'],
    });
    await fill(user, {
      'Cash Savings': 'lots',
      Investments: '-1',
      'Monthly Remote Income': '12abc',
      'Monthly Portfolio Withdrawal': '-250',
    });
    await user.click(screen.getByRole('button', { name: CALCULATE }));
    const messages = {
      'Cash Savings': 'Savings must be positive',
      Investments: 'Investments must be positive',
      'Monthly Remote Income': 'Income must be positive',
      'Monthly Portfolio Withdrawal': 'Withdrawal must be positive',
    };
    await screen.findByText('Savings must be positive');
    for (const [name, message] of Object.entries(messages)) {
      const input = amountInput(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    expect(amountInput('Cash Savings')).toBe(document.activeElement);
    expect(freeCalculationCounter.used()).toBe(0);
    expect(results()).toBeNull();
  });

  it("shows the engine's message for an amount above $1,000,000,000,000", async () => {
    const { user } = await renderScreen({
      ...internationalRunwayPlan.defaults,
      selectedCountries: ['spain'],
    });
    await fill(user, { Investments: '10000000000000' });
    await user.click(screen.getByRole('button', { name: CALCULATE }));
    expect(
      await screen.findByText('Please enter an amount of at most $1,000,000,000,000.'),
    ).toBeTruthy();
    expect(amountInput('Investments').getAttribute('aria-invalid')).toBe('true');
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it("shows one card per country with the engine's figures, best score first", async () => {
    const { user } = await renderScreen();
    await fill(user, {
      'Cash Savings': '50,000',
      Investments: '50000',
      'Monthly Remote Income': '3500',
    });
    await user.click(countryBox('France'));
    await user.click(countryBox('Thailand'));
    await user.click(countryBox('Portugal'));
    await user.click(screen.getByRole('button', { name: CALCULATE }));

    const region = await screen.findByRole('region', { name: 'Your runway abroad' });
    expect(screen.getByRole('heading', { name: 'Your runway abroad' })).toBe(
      document.activeElement,
    );
    expect(freeCalculationCounter.used()).toBe(1);
    expect(toastStore.getSnapshot().map((t) => t.title)).toContain('Calculation complete!');
    expect(within(region).getByText('Sorted by score, best first.')).toBeTruthy();

    const expected = calculateInternationalRunway({
      cashSavings: 50000,
      investments: 50000,
      monthlyRemoteIncome: 3500,
      portfolioWithdrawal: 0,
      visaTypePreference: [],
      selectedCountries: ['portugal', 'france', 'thailand'],
      runwayCalculationType: 'combined',
      includeIncome: true,
    }).countries.toSorted((a, b) => b.score - a.score);
    const cards = within(region).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(expected.map((c) => `${c.flag}${c.name}`));
    cards.forEach((card, index) => {
      const country = expected[index]!;
      expect(card.getAttribute('aria-labelledby')).toBeTruthy();
      expect(within(card).getByRole('heading', { level: 3, name: country.name })).toBeTruthy();
      expect(card.textContent).toContain(`Score: ${country.score}/100`);
      expect(card.textContent).toContain(formatCurrency(country.monthlyCost));
      expect(card.textContent).toContain(runwayText(country.runwayMonths));
      expect(within(card).queryByText('Best Match') !== null).toBe(country.isBestMatch);
      for (const visa of country.eligibleVisas) expect(card.textContent).toContain(visa.name);
    });
    const [best] = cards;
    expect(within(best!).getByText('Best Match')).toBeTruthy();
    expect(best!.textContent).toContain('Score: 100/100');
    expect(best!.textContent).toContain('$1,300');
    expect(best!.textContent).toContain('Indefinitely');
    expect(best!.textContent).toContain('Digital Nomad Visa (D8)');
    expect(best!.textContent).toContain('Income of at least $3,280 a month, shown for 12 months');
    expect(best!.textContent).toContain('Savings of at least $39,360');
    expect(best!.textContent).toContain('Long runway (over 5 years)');
  });

  it('states a finite runway in months and years and suggests cheaper countries below 60', async () => {
    const { user } = await renderScreen({
      ...internationalRunwayPlan.defaults,
      cashSavings: 24000,
      selectedCountries: ['france'],
    });
    await user.click(screen.getByRole('button', { name: CALCULATE }));
    const card = await screen.findByRole('article', { name: 'France' });
    const [france] = calculateInternationalRunway({
      cashSavings: 24000,
      selectedCountries: ['france'],
    }).countries;
    expect(france!.suggestCheaper).toBe(true);
    expect(card.textContent).toContain(`Score: ${france!.score}/100`);
    expect(card.textContent).toContain('13.3 months (1.1 years)');
    expect(card.textContent).toContain('$1,800');
    expect(card.textContent).toContain('Short runway (2 years or less)');
    expect(card.textContent).toContain('None with your income, savings and visa preference.');
    expect(card.textContent).toContain(
      'A score below 60: a cheaper destination such as Thailand, Colombia, or Mexico would stretch your money further.',
    );
    expect(within(card).queryByText('Best Match')).toBeTruthy();
  });

  it('restores a shared plan in the form and shows no results until calculate', async () => {
    const shared: InternationalRunwayPlan = {
      cashSavings: 1234.5,
      investments: 0,
      monthlyRemoteIncome: 2600,
      portfolioWithdrawal: 300,
      visaTypePreference: ['digital_nomad'],
      selectedCountries: ['spain', 'greece'],
      runwayCalculationType: 'cash',
      includeIncome: false,
    };
    await renderScreen(shared);
    expect(amountInput('Cash Savings')).toHaveProperty('value', '1234.5');
    expect(amountInput('Monthly Remote Income')).toHaveProperty('value', '2600');
    expect(amountInput('Monthly Portfolio Withdrawal')).toHaveProperty('value', '300');
    expect(countryBox('Spain')).toHaveProperty('checked', true);
    expect(countryBox('Greece')).toHaveProperty('checked', true);
    expect(countryBox('Portugal')).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Digital nomad' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Cash savings only' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      screen
        .getByRole('switch', { name: 'Include income in the runway' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('keeps the URL in step with the form, writing only amounts that parse', async () => {
    const { user, router } = await renderRouted();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
    await fill(user, { 'Cash Savings': '7500' });
    await user.click(countryBox('Mexico'));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(countryBox('Greece'));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        cashSavings: 7500,
        selectedCountries: [
          'portugal',
          'spain',
          'france',
          'thailand',
          'mexico',
          'costa-rica',
          'colombia',
          'estonia',
        ],
      }),
    );
    await user.type(amountInput('Cash Savings'), 'x');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        cashSavings: 7500,
        selectedCountries: [],
      }),
    );
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('opens a hand-edited URL with defaults for its nonsense fields', async () => {
    await renderRouted(
      '/?cashSavings=%22abc%22&investments=-3&monthlyRemoteIncome=900' +
        '&selectedCountries=%5B%22spain%22%2C%22mars%22%5D&runwayCalculationType=%22cash%22',
    );
    expect(amountInput('Cash Savings')).toHaveProperty('value', '0');
    expect(amountInput('Investments')).toHaveProperty('value', '0');
    expect(amountInput('Monthly Remote Income')).toHaveProperty('value', '900');
    expect(countryBox('Spain')).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Cash savings only' })).toHaveProperty(
      'checked',
      true,
    );
    expect(results()).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('never shows NaN, Infinity or undefined, whatever the amounts', async () => {
    const amountText = fc.constantFrom(
      '',
      '0',
      '0.01',
      '999999999999',
      '1000000000000',
      '1e5',
      '-0',
      '.5',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          cash: amountText,
          investments: amountText,
          income: amountText,
          withdrawal: amountText,
          type: fc.constantFrom('cash', 'investments', 'combined' as const),
          includeIncome: fc.boolean(),
        }),
        async ({ cash, investments, income, withdrawal, type, includeIncome }) => {
          localStorage.clear();
          freeCalculationCounter.reset();
          const { user, unmount } = await renderScreen({
            ...internationalRunwayPlan.defaults,
            selectedCountries: ['portugal', 'thailand', 'colombia'],
            runwayCalculationType: type,
            includeIncome,
          });
          const texts = {
            'Cash Savings': cash,
            Investments: investments,
            'Monthly Remote Income': income,
            'Monthly Portfolio Withdrawal': withdrawal,
          };
          try {
            for (const [name, text] of Object.entries(texts)) {
              fireEvent.change(amountInput(name), { target: { value: text } });
            }
            await user.click(screen.getByRole('button', { name: CALCULATE }));
            // Either the results or the amounts' messages, once the gate has answered.
            await waitFor(() =>
              expect(
                results() !== null || screen.queryAllByText(/must be positive/).length > 0,
              ).toBe(true),
            );
            expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
          } finally {
            unmount();
          }
          act(() => toastStore.clear());
        },
      ),
      { numRuns: 15 },
    );
  });
});
