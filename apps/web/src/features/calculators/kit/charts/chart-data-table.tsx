import type { ChartProps } from './chart-series';

/**
 * The figures of a chart as a visually hidden table, so screen-reader users get the same
 * numbers the chart draws (the canvas itself is only an image with a name). The wrapper carries
 * `sr-only` because a table ignores `overflow: hidden` and would still take up room.
 */
export function ChartDataTable({
  title,
  labels,
  series,
  formatValue = String,
  labelHeader = 'Label',
}: ChartProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((line) => (
              <th key={line.label} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((line) => {
                const value = line.data[index];
                return (
                  <td key={line.label}>
                    {value === undefined || !Number.isFinite(value) ? '—' : formatValue(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
