import type { EndingBalanceDistribution } from '@freedompath/engine/fire';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for react-chartjs-2 (the kit's hidden table still renders).
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

const { EndingBalances } = await import('./ending-balances');

function distribution(
  histogram: EndingBalanceDistribution['histogram'],
): EndingBalanceDistribution {
  return {
    min: 0,
    max: 3_000_000,
    mean: 1_400_000,
    p10: 100_000,
    p25: 600_000,
    p50: 1_250_000,
    p75: 2_000_000,
    p90: 2_600_000,
    histogram,
  };
}

const rowHeaders = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('EndingBalances', () => {
  it('shows the spread and counts the cycles in each range, in short dollars', () => {
    render(
      <EndingBalances
        cycles="historical cycles"
        distribution={distribution([
          { from: 0, to: 1_500_000, count: 700 },
          { from: 1_500_000, to: 3_000_000, count: 771 },
        ])}
      />,
    );
    expect(screen.getByText('Median').nextSibling?.textContent).toBe('$1,250,000');
    expect(rowHeaders('Number of historical cycles by ending balance')).toEqual([
      '$0–$1.5M',
      '$1.5M–$3M',
    ]);
  });

  it('writes the ranges out in full when short dollars would read the same', () => {
    render(
      <EndingBalances
        cycles="simulated runs"
        distribution={distribution([
          { from: 1_000_000, to: 1_000_400, count: 3 },
          { from: 1_000_400, to: 1_000_800, count: 2 },
        ])}
      />,
    );
    expect(rowHeaders('Number of simulated runs by ending balance')).toEqual([
      '$1,000,000–$1,000,400',
      '$1,000,400–$1,000,800',
    ]);
  });
});
