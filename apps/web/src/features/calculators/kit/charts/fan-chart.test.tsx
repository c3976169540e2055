import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for react-chartjs-2 and keep what it was given.
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string; data: { datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

const { FanChart } = await import('./fan-chart');

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('FanChart', () => {
  it('draws two filled bands around the median line, with a hidden table of the percentiles', async () => {
    render(
      <FanChart
        title="Portfolio value (today's dollars)"
        labelHeader="Year"
        labels={['0', '1']}
        bands={{
          p10: [1000, 800],
          p25: [1000, 900],
          p50: [1000, 1000],
          p75: [1000, 1100],
          p90: [1000, 1300],
        }}
        formatValue={usd}
      />,
    );
    const canvas = await screen.findByRole('img', { name: "Portfolio value (today's dollars)" });
    const datasets = JSON.parse(canvas.getAttribute('data-datasets') ?? '[]') as Array<{
      label: string;
      data: number[];
      fill: string | boolean;
      cubicInterpolationMode?: string;
      tension?: number;
    }>;
    // Monotone curves never overshoot their points (a band of balances never dips below $0).
    expect(
      datasets.every((set) => set.cubicInterpolationMode === 'monotone' && !('tension' in set)),
    ).toBe(true);
    // Each band's upper edge fills down to the dataset drawn just before it, its lower edge.
    expect(datasets.map(({ label, data, fill }) => [label, data[1], fill])).toEqual([
      ['10th percentile', 800, false],
      ['90th percentile', 1300, '-1'],
      ['25th percentile', 900, false],
      ['75th percentile', 1100, '-1'],
      ['Median', 1000, false],
    ]);

    const table = screen.getByRole('table', { name: "Portfolio value (today's dollars)" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Year',
      '10th percentile',
      '25th percentile',
      'Median',
      '75th percentile',
      '90th percentile',
    ]);
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('1$800$900$1,000$1,100$1,300');
  });
});
