import { describe, expect, it } from 'vitest';
import { checkBenefitDraft } from './benefit-draft';

describe('checkBenefitDraft', () => {
  it('adds a benefit with a trimmed name and its amount', () => {
    expect(checkBenefitDraft({ name: '  Health insurance ', amount: '$6,000' })).toEqual({
      ok: true,
      benefit: { name: 'Health insurance', amount: 6000 },
    });
  });

  it('needs both name and amount (product: freelance-rate#validation), at the fields that are missing', () => {
    const both = 'Please fill in both name and amount';
    expect(checkBenefitDraft({ name: '', amount: '' })).toEqual({
      ok: false,
      errors: { name: both, amount: both },
    });
    expect(checkBenefitDraft({ name: 'Gym', amount: 'some' })).toEqual({
      ok: false,
      errors: { amount: both },
    });
    expect(checkBenefitDraft({ name: ' ', amount: '500' })).toEqual({
      ok: false,
      errors: { name: both },
    });
    expect(checkBenefitDraft({ name: 'Gym', amount: '-5' })).toEqual({
      ok: false,
      errors: { amount: 'Benefit amount cannot be negative' },
    });
  });
});
