import { PART_TIME_DEFINITION } from '@freedompath/engine/part-time';
import { uniqueKey } from '@/lib/unique-key';
import { ExpenseRowsField } from '../calculators/kit/fields/expense-rows-field';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import type { ExpenseRow } from './part-time-form-state';

export interface PartTimeExpenseListProps {
  rows: readonly ExpenseRow[];
  onChange: (rows: ExpenseRow[]) => void;
  /** Messages by issue path (`expenses.1.amount`). */
  errors: FieldErrors;
}

const { expenses } = PART_TIME_DEFINITION.fields;

const blankRow = (): ExpenseRow => ({
  key: uniqueKey('expense'),
  name: '',
  amount: '',
  isFixed: false,
});

/**
 * The monthly expenses, the same on both paths: each row's name, amount and whether it is a
 * fixed cost can be edited in place; rows can be added and removed (with the product's notices).
 */
export function PartTimeExpenseList({ rows, onChange, errors }: PartTimeExpenseListProps) {
  return (
    <ExpenseRowsField
      legend="Monthly expenses"
      hint="The same on both paths. Fixed costs (rent, insurance) and variable ones (groceries, fun) are totalled separately."
      error={errors.expenses}
      rows={rows}
      onChange={onChange}
      newRow={blankRow}
      maxRows={expenses.max}
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
    >
      {(row, { which, path, update, removeButton }) => (
        <>
          <TextField
            label={<>Name {which}</>}
            value={row.name}
            maxLength={expenses.item.name.maxLength}
            placeholder="e.g. Rent"
            onChange={(name) => update({ name })}
            error={errors[`${path}.name`]}
          />
          <MoneyField
            label={<>Amount a month {which}</>}
            value={row.amount}
            placeholder="0"
            onChange={(amount) => update({ amount })}
            error={errors[`${path}.amount`]}
          />
          <div className="flex items-center justify-between gap-3 sm:grid sm:justify-items-start sm:pt-7">
            <ToggleField
              label={<>Fixed cost {which}</>}
              checked={row.isFixed}
              onChange={(isFixed) => update({ isFixed })}
            />
            {removeButton}
          </div>
        </>
      )}
    </ExpenseRowsField>
  );
}
