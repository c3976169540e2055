import type { CycleResult } from '@freedompath/engine/fire';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FireCyclesTable } from './fire-cycles-table';
import { cycleNoun } from './fire-format';

const run = (index: number, endingBalance: number, failedInYear: number | null): CycleResult => ({
  start: null,
  run: index,
  endingBalance,
  lowestBalance: endingBalance / 2,
  totalSpending: 1_200_000,
  failedInYear,
});

const runs = [
  run(0, 500_000, null),
  run(1, 0, 27),
  run(2, 2_000_000, null),
  run(3, 0, 19),
  ...Array.from({ length: 26 }, (_, index) => run(index + 4, 1_000_000, null)),
];

const monteCarlo = cycleNoun({
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  method: { type: 'monte-carlo', runs: 30, seed: 1 },
});

function setup() {
  const user = userEvent.setup();
  const view = render(<FireCyclesTable cycles={runs} noun={monteCarlo} />);
  const table = screen.getByRole('table', { name: 'Every simulated run' });
  const firstCells = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
  return { ...view, user, table, firstCells };
}

describe('FireCyclesTable', () => {
  it('lists Monte Carlo runs by number, 25 to a page', async () => {
    const { user, firstCells } = setup();
    expect(firstCells()).toHaveLength(25);
    expect(firstCells().slice(0, 2)).toEqual(['Run 1', 'Run 2']);
    expect(screen.getByText('Rows 1–25 of 30 · page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('sorts from the keyboard: failures by year first, runs that lasted after, ties in run order', async () => {
    const { user, table, firstCells } = setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    within(table).getByRole('button', { name: 'Ran out in year' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(table)
        .getByRole('columnheader', { name: 'Ran out in year' })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    // Sorting goes back to the first page.
    expect(screen.getByText('Rows 1–25 of 30 · page 1 of 2')).toBeTruthy();
    expect(firstCells().slice(0, 4)).toEqual(['Run 4', 'Run 2', 'Run 1', 'Run 3']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Year 19');
    expect(within(table).getAllByRole('row')[3]?.textContent).toContain('Lasted');
    await user.keyboard('{Enter}');
    expect(firstCells().slice(0, 3)).toEqual(['Run 1', 'Run 3', 'Run 5']);
  });

  it('shows a new run’s cycles from their first page', async () => {
    const { user, firstCells, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 26–30 of 30 · page 2 of 2')).toBeTruthy();
    rerender(<FireCyclesTable cycles={runs.slice(0, 28)} noun={monteCarlo} />);
    expect(screen.getByText('Rows 1–25 of 28 · page 1 of 2')).toBeTruthy();
    expect(firstCells()[0]).toBe('Run 1');
  });
});
