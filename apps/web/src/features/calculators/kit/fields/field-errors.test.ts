import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('maps issues to their field by path, first message first', () => {
    expect(
      fieldErrors([
        { path: 'debts.0.balance', message: 'Balance must be greater than 0' },
        { path: 'debts.0.balance', message: 'second' },
        { path: 'extraPayment', message: 'Extra payment cannot be negative' },
      ]),
    ).toEqual({
      'debts.0.balance': 'Balance must be greater than 0',
      extraPayment: 'Extra payment cannot be negative',
    });
  });

  it('is empty without issues', () => {
    expect(fieldErrors([])).toEqual({});
  });
});
