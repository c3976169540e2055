import { describe, expect, it } from 'vitest';
import { billDraftFilled, checkBillDraft, emptyBillDraft } from './bill-draft';

const draft = (changes: Partial<typeof emptyBillDraft>) => ({ ...emptyBillDraft, ...changes });

describe('bill drafts', () => {
  it('are filled only with a name, an amount and a due day', () => {
    expect(billDraftFilled(emptyBillDraft)).toBe(false);
    expect(billDraftFilled(draft({ name: 'Rent', amount: '1500' }))).toBe(false);
    expect(billDraftFilled(draft({ name: 'Rent', dueDate: '1' }))).toBe(false);
    expect(billDraftFilled(draft({ amount: '1500', dueDate: '1' }))).toBe(false);
    expect(billDraftFilled(draft({ name: ' ', amount: '1500', dueDate: '1' }))).toBe(false);
    expect(billDraftFilled(draft({ name: 'Rent', amount: '1500', dueDate: '1' }))).toBe(true);
  });

  it('become the engine’s bill, trimmed and parsed', () => {
    expect(
      checkBillDraft(draft({ name: ' Rent ', amount: '$1,500.50', dueDate: '31', split: true })),
    ).toEqual({ ok: true, row: { name: 'Rent', amount: 1500.5, dueDate: 31, split: true } });
  });

  it('carry the engine’s messages to the fields that need them', () => {
    expect(checkBillDraft(draft({ name: 'Rent', amount: '10', dueDate: '0' }))).toEqual({
      ok: false,
      errors: { dueDate: 'Due day must be between 1 and 31' },
    });
    expect(checkBillDraft(draft({ name: 'Rent', amount: '10', dueDate: '32' }))).toMatchObject({
      errors: { dueDate: 'Due day must be between 1 and 31' },
    });
    expect(checkBillDraft(draft({ name: 'Rent', amount: '10', dueDate: '1.5' }))).toMatchObject({
      errors: { dueDate: 'Due day must be between 1 and 31' },
    });
    expect(checkBillDraft(draft({ name: 'Rent', amount: '-1', dueDate: '40' }))).toEqual({
      ok: false,
      errors: {
        amount: 'Bill amount cannot be negative',
        dueDate: 'Due day must be between 1 and 31',
      },
    });
    expect(checkBillDraft(draft({ name: 'Rent', amount: 'lots', dueDate: 'x' }))).toEqual({
      ok: false,
      errors: {
        amount: 'Please fill in the bill name, amount and due day',
        dueDate: 'Please fill in the bill name, amount and due day',
      },
    });
    expect(checkBillDraft(draft({ name: 'Rent', amount: '2000000000000', dueDate: '1' }))).toEqual({
      ok: false,
      errors: { amount: 'Please enter an amount of at most $1,000,000,000,000.' },
    });
  });
});
