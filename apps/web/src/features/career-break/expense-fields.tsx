import { CAREER_BREAK_CATEGORIES } from '@freedompath/engine/career-break';
import type { Ref } from 'react';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { EXPENSE_NAME_MAX_LENGTH } from './career-break-plan';
import type { ExpenseDraft, ExpenseDraftErrors } from './expense-draft';

const categoryOptions = CAREER_BREAK_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

export interface ExpenseFieldsProps {
  draft: ExpenseDraft;
  errors: ExpenseDraftErrors;
  onChange: (draft: ExpenseDraft) => void;
  /** The name input, so the form can put the cursor back in it. */
  nameRef?: Ref<HTMLInputElement>;
}

/** Name, monthly amount and category of one expense, for the add form and inline editing. */
export function ExpenseFields({ draft, errors, onChange, nameRef }: ExpenseFieldsProps) {
  return (
    <>
      <TextField
        ref={nameRef}
        label="Expense name"
        maxLength={EXPENSE_NAME_MAX_LENGTH}
        placeholder="e.g. Rent"
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        error={errors.name}
      />
      <MoneyField
        label="Monthly amount ($)"
        placeholder="0"
        value={draft.amount}
        onChange={(amount) => onChange({ ...draft, amount })}
        error={errors.amount}
      />
      <SelectField
        label="Category"
        value={draft.category}
        options={categoryOptions}
        onChange={(category) => onChange({ ...draft, category })}
      />
    </>
  );
}
