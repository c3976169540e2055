import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { MAX_EXPENSES } from './career-break-plan';
import { checkExpenseDraft, emptyExpenseDraft } from './expense-draft';
import type { CheckedExpense, ExpenseDraft, ExpenseDraftErrors } from './expense-draft';
import { ExpenseFields } from './expense-fields';

export interface AddExpenseFormProps {
  onAdd: (item: CheckedExpense) => void;
  /** True when the list holds as many expenses as the engine accepts. */
  full: boolean;
}

/**
 * The add-row form, ready as the list starts empty: name, monthly amount and category, added
 * with the button or Enter. It keeps the category chosen, so several items of one category go
 * in quickly, and puts the cursor back in the name.
 */
export function AddExpenseForm({ onAdd, full }: AddExpenseFormProps) {
  const [draft, setDraft] = useState<ExpenseDraft>(emptyExpenseDraft);
  const [errors, setErrors] = useState<ExpenseDraftErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExpenseDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.name) nameRef.current?.focus();
      return;
    }
    onAdd(checked.item);
    setDraft({ ...emptyExpenseDraft, category: draft.category });
    setErrors({});
    nameRef.current?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={add}
      aria-label="Add an expense"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 print:hidden"
    >
      <ExpenseFields draft={draft} errors={errors} onChange={setDraft} nameRef={nameRef} />
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit" disabled={full}>
          Add Expense
        </Button>
        {full ? (
          <p className="text-sm text-slate-700">The list holds at most {MAX_EXPENSES} expenses.</p>
        ) : null}
      </div>
    </form>
  );
}
