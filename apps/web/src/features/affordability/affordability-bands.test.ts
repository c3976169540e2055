import {
  AFFORDABILITY_BAND_THRESHOLDS,
  affordabilityBand,
} from '@freedompath/engine/affordability';
import { describe, expect, it } from 'vitest';
import { affordabilityBands } from './affordability-bands';

describe('affordabilityBands', () => {
  it('colours the bands green, yellow, orange and red at 80, 60 and 40', () => {
    const colourOf = (score: number) => affordabilityBands[affordabilityBand(score)].colour;
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(colourOf)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
    expect(AFFORDABILITY_BAND_THRESHOLDS).toEqual({ positive: 80, moderate: 60, caution: 40 });
  });

  it('names each band and its range in words', () => {
    expect(
      Object.values(affordabilityBands).map(({ label, range }) => `${label} ${range}`),
    ).toEqual(['Positive 80–100', 'Moderate 60–79', 'Caution 40–59', 'Negative below 40']);
  });
});
