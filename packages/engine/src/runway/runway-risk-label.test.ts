import { describe, expect, it } from 'vitest';
import { runwayRiskLabel } from './runway-risk-label.js';

describe('runwayRiskLabel', () => {
  it('uses the no-break thresholds of the product definition', () => {
    expect(runwayRiskLabel(11.99, null, true)).toBe('High Risk');
    expect(runwayRiskLabel(12, null, true)).toBe('Medium Risk');
    expect(runwayRiskLabel(23.99, null, true)).toBe('Medium Risk');
    expect(runwayRiskLabel(24, null, true)).toBe('Low Risk');
    expect(runwayRiskLabel(59.99, null, true)).toBe('Low Risk');
    expect(runwayRiskLabel(60, null, true)).toBe('Very Safe');
    expect(runwayRiskLabel(Number.POSITIVE_INFINITY, null, false)).toBe('Very Safe');
  });

  it('compares the runway with a planned break', () => {
    expect(runwayRiskLabel(100, 12, false)).toBe('High Risk');
    expect(runwayRiskLabel(24.01, 12, true)).toBe('Fully Funded');
    expect(runwayRiskLabel(24, 12, true)).toBe('Adequate');
    expect(runwayRiskLabel(12, 12, true)).toBe('Adequate');
    expect(runwayRiskLabel(11.99, 12, true)).toBe('Shortfall');
    expect(runwayRiskLabel(Number.POSITIVE_INFINITY, 12, true)).toBe('Fully Funded');
  });
});
