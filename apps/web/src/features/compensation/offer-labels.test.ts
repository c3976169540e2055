import { describe, expect, it } from 'vitest';
import { offerLabels } from './offer-labels';

describe('offerLabels', () => {
  it('names blank offers by position and keeps every label unique', () => {
    expect(offerLabels(['Acme', '  ', 'Acme', 'Acme (3)'])).toEqual([
      'Acme',
      'Offer 2',
      'Acme (3)',
      'Acme (3) (4)',
    ]);
    expect(offerLabels(['Item', 'B'], ['Item'])).toEqual(['Item (1)', 'B']);
  });
});
