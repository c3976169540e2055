/** One series of a chart: its legend label and one figure per x label. */
export interface ChartSeries {
  label: string;
  data: readonly number[];
  /** Defaults to the palette colour of its position (`chartColor(index)`). */
  color?: string;
}

/** Props shared by the kit's charts. */
export interface ChartProps {
  /** What the chart shows; the canvas's accessible name and the hidden table's caption. */
  title: string;
  /** The x axis labels (years, months, offer names). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a figure reads in tooltips, on the value axis and in the hidden table, e.g. formatCurrency. */
  formatValue?: (value: number) => string;
  /** How the value axis reads, when shorter than `formatValue` (e.g. '$1.2M'); defaults to it. */
  formatTick?: (value: number) => string;
  /** Header of the hidden table's first column, e.g. 'Year'. */
  labelHeader?: string;
  /** Height in pixels (the width follows the container). */
  height?: number;
}
