import { describe, expect, it } from 'vitest';
import { chartColor, chartColors, contrastRatio, withAlpha } from './chart-colors';

describe('chartColors', () => {
  it('all pass WCAG AA (4.5:1) against white', () => {
    for (const colour of chartColors) {
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes known contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('cycles and adds alpha', () => {
    expect(chartColor(chartColors.length)).toBe(chartColors[0]);
    expect(withAlpha('#0f766e', 0.2)).toBe('#0f766e33');
  });
});
