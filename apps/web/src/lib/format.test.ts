import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMonths, formatNumber, formatPercent, MISSING } from './format';

describe('format', () => {
  it('writes dollars whole by default and with cents on request', () => {
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(1234.5, { cents: true })).toBe('$1,234.50');
    expect(formatCurrency(-2500)).toBe('-$2,500');
    expect(formatCurrency(-0.2)).toBe('$0');
  });

  it('writes percents, numbers and months', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(55, 0)).toBe('55%');
    expect(formatNumber(1234.56)).toBe('1,234.6');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(14.46)).toBe('14.5 months');
    expect(formatMonths(Number.POSITIVE_INFINITY)).toBe('Indefinitely');
  });

  it('never shows NaN, Infinity or undefined', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(undefined), fc.constant(null));
    fc.assert(
      fc.property(anyNumber, (value) => {
        for (const text of [
          formatCurrency(value),
          formatPercent(value),
          formatNumber(value),
          formatMonths(value),
        ]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|∞/);
        }
      }),
    );
    expect(formatCurrency(Number.NaN)).toBe(MISSING);
  });
});
