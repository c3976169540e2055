import { describe, expect, it } from 'vitest';
import { calculatorTitle, formatDate, formatDay, formatDuration, planName } from './admin-format';

describe('admin formats', () => {
  it('reads durations as minutes and zero-padded seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45.4)).toBe('45s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3725)).toBe('1h 02m 05s');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('reads UTC days the same in every time zone', () => {
    expect(formatDay('2026-01-05')).toBe('Jan 5');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05T23:59:00.000Z')).toBe('Jan 5, 2026');
  });

  it('names calculators and plans as the registry does', () => {
    expect(calculatorTitle('runway-calculator')).toBe('Runway Calculator');
    expect(calculatorTitle('gone-calculator')).toBe('gone-calculator');
    expect(planName('lifetime')).toBe('Lifetime');
    expect(planName('free')).toBe('Free');
  });
});
