import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for react-chartjs-2 and keep what it was given.
vi.mock('react-chartjs-2', () => ({
  Pie: (props: { 'aria-label': string; data: { labels: string[]; datasets: unknown[] } }) => (
    <canvas
      role="img"
      aria-label={props['aria-label']}
      data-labels={JSON.stringify(props.data.labels)}
      data-datasets={JSON.stringify(props.data.datasets)}
    />
  ),
}));

const { PieChart } = await import('./pie-chart');

describe('PieChart', () => {
  it('draws a named pie with a palette colour per slice and a hidden table', async () => {
    render(
      <PieChart
        title="Calculator Usage"
        labelHeader="Calculator"
        labels={['Runway Calculator', 'FIRE Calculator', 'Layoff Calculator']}
        series={[{ label: 'Starts', data: [1200, 300, 45] }]}
        formatValue={(n) => n.toLocaleString('en-US')}
      />,
    );
    const canvas = await screen.findByRole('img', { name: 'Calculator Usage' });
    const datasets = JSON.parse(canvas.getAttribute('data-datasets') ?? '[]') as Array<{
      label: string;
      data: number[];
      backgroundColor: string[];
    }>;
    expect(datasets).toHaveLength(1);
    expect(datasets[0]).toMatchObject({
      label: 'Starts',
      data: [1200, 300, 45],
      backgroundColor: ['#0f766e', '#b45309', '#1d4ed8'],
    });
    const table = screen.getByRole('table', { name: 'Calculator Usage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Calculator', 'Starts']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Runway Calculator1,200');
  });
});
