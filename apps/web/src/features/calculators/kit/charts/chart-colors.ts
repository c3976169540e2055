/**
 * Series colours for charts, in order. Each has a contrast ratio of at least 4.5:1 against
 * white (WCAG AA for text; graphics need 3:1), so lines, bars and legend swatches stay
 * distinguishable; charts also carry a legend and a data table, so colour is never the only cue.
 */
export const chartColors = [
  '#0f766e', // teal
  '#b45309', // amber
  '#1d4ed8', // blue
  '#be123c', // rose
  '#6d28d9', // violet
  '#4d7c0f', // green
  '#475569', // slate
] as const;

/** The colour of the `index`-th series (cycling). */
export function chartColor(index: number): string {
  return (
    chartColors[((index % chartColors.length) + chartColors.length) % chartColors.length] ??
    '#475569'
  );
}

/** `#rrggbb` with an alpha, for area fills: `withAlpha('#0f766e', 0.15)`. */
export function withAlpha(hex: string, alpha: number): string {
  const channel = Math.round(Math.min(Math.max(alpha, 0), 1) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${channel}`;
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const c = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
