import {
  PAYMENT_FREQUENCIES,
  PREPAID_EXPENSES_DEFINITION,
  PREPAID_LIMITS,
} from '@freedompath/engine/prepaid';
import { ExpenseRowsField } from '../calculators/kit/fields/expense-rows-field';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { frequencyLabels } from './payment-frequency-labels';
import { blankExpenseRow } from './prepaid-expenses-form-state';
import type { ExpenseRow } from './prepaid-expenses-form-state';

const frequencyOptions = PAYMENT_FREQUENCIES.map((value) => ({
  value,
  label: frequencyLabels[value],
}));

export interface PrepaidExpenseListProps {
  rows: readonly ExpenseRow[];
  onChange: (rows: ExpenseRow[]) => void;
  /** Messages by issue path (`expenses.1.amount`). */
  errors: FieldErrors;
}

/**
 * The bills to cover during the break: each row's name, amount per payment and how often it is
 * billed are edited in place; rows are added and removed with the product's notices.
 */
export function PrepaidExpenseList({ rows, onChange, errors }: PrepaidExpenseListProps) {
  return (
    <ExpenseRowsField
      legend="Expenses"
      hint="Bills that keep coming while you are away, with the amount of one payment."
      error={errors.expenses}
      rows={rows}
      onChange={onChange}
      newRow={blankExpenseRow}
      maxRows={PREPAID_LIMITS.maxExpenses}
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_9rem_9rem_auto]"
    >
      {(row, { which, path, update, removeButton }) => (
        <>
          <TextField
            label={<>Expense name {which}</>}
            value={row.name}
            maxLength={PREPAID_EXPENSES_DEFINITION.fields.expenses.item.name.maxLength}
            placeholder="e.g. Phone plan"
            onChange={(name) => update({ name })}
            error={errors[`${path}.name`]}
          />
          <MoneyField
            label={<>Amount {which}</>}
            value={row.amount}
            placeholder="0"
            onChange={(amount) => update({ amount })}
            error={errors[`${path}.amount`]}
          />
          <SelectField
            label={<>How often {which}</>}
            value={row.paymentFrequency}
            options={frequencyOptions}
            onChange={(paymentFrequency) => update({ paymentFrequency })}
            error={errors[`${path}.paymentFrequency`]}
          />
          <div className="sm:pt-7">{removeButton}</div>
        </>
      )}
    </ExpenseRowsField>
  );
}
