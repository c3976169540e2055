import { describe, expect, it } from 'vitest';
import { runwayText } from './runway-text';

describe('runwayText', () => {
  it('says months, with years beside them from a year up', () => {
    expect(runwayText(18)).toBe('18 months (1.5 years)');
    expect(runwayText(12)).toBe('12 months (1 year)');
    expect(runwayText(13.33333)).toBe('13.3 months (1.1 years)');
    expect(runwayText(6)).toBe('6 months');
    expect(runwayText(1)).toBe('1 month');
    expect(runwayText(0)).toBe('0 months');
  });

  it('says a runway that never ends in words and never shows NaN', () => {
    expect(runwayText(Number.POSITIVE_INFINITY)).toBe('Indefinitely');
    expect(runwayText(Number.NaN)).toBe('—');
  });
});
