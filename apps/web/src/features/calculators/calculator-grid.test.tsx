import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, stubApi } from '@/test/api-stub';
import { calculatorCatalog } from './calculator-catalog';
import type { CalculatorEntry } from './calculator-catalog';
import { CalculatorGrid } from './calculator-grid';
import { renderWithRouter } from './kit/test-support/render-with-router';

/** The catalogue with the FIRE calculator flagged coming soon (no real tool is). */
const withFireComingSoon: readonly CalculatorEntry[] = calculatorCatalog.map((calculator) =>
  calculator.id === 'fire-calculator' ? { ...calculator, comingSoon: true } : calculator,
);

const fireCard = () => screen.getByText('FIRE Calculator').closest('li')!;

describe('CalculatorGrid', () => {
  it('links every calculator of the catalogue in its group’s column', async () => {
    renderWithRouter(() => <CalculatorGrid />);
    const columns = await screen.findAllByRole('region');
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      'Core Planning Tools',
      'Work & Income Tools',
      'Specialized Tools',
    ]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(calculatorCatalog.map(({ route }) => route));
    expect(hrefs).toContain('/fire-calculator');
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('shows an ordinary visitor a tool coming soon as a card that is no link', async () => {
    renderWithRouter(() => <CalculatorGrid entries={withFireComingSoon} />);
    await screen.findByText('FIRE Calculator');
    const card = within(fireCard());
    expect(card.queryByRole('link')).toBeNull();
    expect(card.getByText('Coming Soon')).toBeTruthy();
    expect(fireCard().querySelector('[aria-disabled="true"]')).not.toBeNull();
    expect(fireCard().querySelector('[tabindex]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(calculatorCatalog.length - 1);
  });

  it('shows a signed-in user who is no admin the same card', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser({ role: 'user' }) } });
    act(() => sessionStore.signIn(aSession()));
    const { queryClient } = renderWithRouter(() => <CalculatorGrid entries={withFireComingSoon} />);
    await waitFor(() => expect(queryClient.getQueryData(['me', aUser().id])).toBeDefined());
    expect(within(fireCard()).queryByRole('link')).toBeNull();
    expect(within(fireCard()).getByText('Coming Soon')).toBeTruthy();
  });

  it('lets an admin, as /me says, open it as an Admin Preview', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser({ role: 'admin' }) } });
    act(() => sessionStore.signIn(aSession()));
    renderWithRouter(() => <CalculatorGrid entries={withFireComingSoon} />);
    const link = await screen.findByRole('link', { name: /^FIRE Calculator.*Admin Preview/ });
    expect(link.getAttribute('href')).toBe('/fire-calculator');
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });
});
