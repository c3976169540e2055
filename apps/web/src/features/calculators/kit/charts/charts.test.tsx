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
