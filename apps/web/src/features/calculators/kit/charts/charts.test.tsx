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
  Bar: (props: { 'aria-label': string; data: { datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

const { LineChart } = await import('./line-chart');
const { BarChart } = await import('./bar-chart');
const { FanChart } = await import('./fan-chart');

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('kit charts', () => {
  it('draws a named line chart with a hidden table of the same figures', async () => {
    render(
      <LineChart
        title="5-year growth"
        labelHeader="Year"
        labels={['2026', '2027']}
        series={[
          { label: 'Full-time', data: [1000, 2000] },
          { label: 'Part-time', data: [500, Number.NaN] },
        ]}
        formatValue={usd}
        area
      />,
    );
    expect(await screen.findByRole('img', { name: '5-year growth' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '5-year growth' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Year', 'Full-time', 'Part-time']);
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('2027$2,000—');
  });

  it('stacks bars with palette colours', async () => {
    render(
      <BarChart
        title="Compensation breakdown"
        labels={['Current', 'New']}
        series={[
          { label: 'Base', data: [100, 120] },
          { label: 'Bonus', data: [10, 20] },
        ]}
        stacked
      />,
    );
    const canvas = await screen.findByRole('img', { name: 'Compensation breakdown' });
    const datasets = JSON.parse(canvas.getAttribute('data-datasets') ?? '[]') as Array<{
      backgroundColor: string;
    }>;
    expect(datasets.map((d) => d.backgroundColor)).toEqual(['#0f766e', '#b45309']);
    expect(screen.getByRole('table', { name: 'Compensation breakdown' })).toBeTruthy();
  });
});

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
