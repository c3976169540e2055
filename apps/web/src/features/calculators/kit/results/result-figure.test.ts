import { RESULT_SUMMARY_MAX_TEXT, resultFigureSchema } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import { resultFigure } from './result-figure';

describe('resultFigure', () => {
  it('keeps short text as it is, trimmed', () => {
    expect(resultFigure(' Offer A — Total ', '$120,000')).toEqual({
      label: 'Offer A — Total',
      value: '$120,000',
    });
  });

  it('clips long text with an ellipsis to what a saved plan keeps', () => {
    const figure = resultFigure('x'.repeat(200), 'y'.repeat(RESULT_SUMMARY_MAX_TEXT));
    expect(figure.label).toHaveLength(RESULT_SUMMARY_MAX_TEXT);
    expect(figure.label.endsWith('…')).toBe(true);
    expect(figure.value).toBe('y'.repeat(RESULT_SUMMARY_MAX_TEXT));
    expect(resultFigureSchema.safeParse(figure).success).toBe(true);
  });
});
