import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Registers the chart.js pieces the kit's charts use, once. Only the chart components import
 * this module, and only chart-drawing screens import those, so chart.js lands in those routes'
 * chunks and never in the app shell (ESLint forbids importing it from the shell).
 */
Chart.register(
  ArcElement,
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Filler,
  Tooltip,
  Legend,
);

Chart.defaults.font.family =
  'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
Chart.defaults.color = '#334155';
/** product: common#formatting: charts resize with a 100 ms debounce. */
Chart.defaults.resizeDelay = 100;
Chart.defaults.maintainAspectRatio = false;

export { Chart };
