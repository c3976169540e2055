import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarMonth,
  formatCount,
  formatCurrency,
  formatMonths,
  formatNumber,
  formatPercent,
  formatRate,
  hasCents,
  MISSING,
} from './format';

describe('format', () => {
  it('writes dollars whole by default and with cents on request', () => {
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(1234.5, { cents: true })).toBe('$1,234.50');
    expect(formatCurrency(-2500)).toBe('-$2,500');
    expect(formatCurrency(-0.2)).toBe('$0');
  });

  it('shows cents only when the amount has them with cents: auto', () => {
    expect(formatCurrency(1200, { cents: 'auto' })).toBe('$1,200');
    expect(formatCurrency(12.5, { cents: 'auto' })).toBe('$12.50');
    expect(formatCurrency(-0.25, { cents: 'auto' })).toBe('-$0.25');
    // Closer than half a cent to a whole dollar: nothing to show.
    expect(formatCurrency(12.001, { cents: 'auto' })).toBe('$12');
    expect(formatCurrency(-0.001, { cents: 'auto' })).toBe('$0');
    expect(formatCurrency(Number.NaN, { cents: 'auto' })).toBe(MISSING);
    expect([hasCents(350.5), hasCents(40), hasCents(0.004)]).toEqual([true, false, false]);
  });

  it('writes percents, numbers and months', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(55, 0)).toBe('55%');
    expect(formatNumber(1234.56)).toBe('1,234.6');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(14.46)).toBe('14.5 months');
    expect(formatMonths(Number.POSITIVE_INFINITY)).toBe('Indefinitely');
    expect(formatCount(1, 'day', 'days')).toBe('1 day');
    expect(formatCount(1234, 'day', 'days')).toBe('1,234 days');
    expect(formatCount(undefined, 'day', 'days')).toBe(MISSING);
  });

  it('writes rates to one decimal, never rounding to 100 or 0 a rate that is not', () => {
    expect(formatRate(50)).toBe('50.0%');
    expect(formatRate(97.824_609)).toBe('97.8%');
    expect(formatRate(42.46)).toBe('42.5%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(99.96)).toBe('>99.9%');
    expect(formatRate(99.9)).toBe('99.9%');
    expect(formatRate(0.04)).toBe('<0.1%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(150)).toBe('150.0%');
    expect(formatRate(Number.NaN)).toBe('—');
  });

  it('writes calendar months long or short', () => {
    expect(formatCalendarMonth({ year: 1966, month: 1 }, 'long')).toBe('January 1966');
    expect(formatCalendarMonth({ year: 1929, month: 9 }, 'long')).toBe('September 1929');
    expect(formatCalendarMonth({ year: 1966, month: 1 }, 'short')).toBe('Jan 1966');
    expect(formatCalendarMonth({ year: 2026, month: 9 }, 'short')).toBe('Sep 2026');
  });

  it('never shows NaN, Infinity or undefined', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(undefined), fc.constant(null));
    fc.assert(
      fc.property(anyNumber, (value) => {
        for (const text of [
          formatCurrency(value),
          formatCurrency(value, { cents: 'auto' }),
          formatPercent(value),
          formatNumber(value),
          formatMonths(value),
          formatCount(value, 'day', 'days'),
        ]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|∞/);
        }
      }),
    );
    expect(formatCurrency(Number.NaN)).toBe(MISSING);
  });
});
