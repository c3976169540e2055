import { Button } from '@/components/ui/button';
import { AddRowForm } from '../calculators/kit/fields/add-row-form';
import { MAX_EXPENSES } from './career-break-plan';
import { checkExpenseDraft, emptyExpenseDraft } from './expense-draft';
import type { CheckedExpense } from './expense-draft';
import { ExpenseFields } from './expense-fields';

export interface AddExpenseFormProps {
  onAdd: (item: CheckedExpense) => void;
  /** True when the list holds as many expenses as the engine accepts. */
  full: boolean;
}

/**
 * The add-row form for expenses: name, monthly amount and category. It keeps the category
 * chosen, so several items of one category go in quickly.
 */
export function AddExpenseForm({ onAdd, full }: AddExpenseFormProps) {
  return (
    <AddRowForm
      label="Add an expense"
      empty={emptyExpenseDraft}
      check={checkExpenseDraft}
      onAdd={onAdd}
      ready={() => !full}
      next={(added) => ({ ...emptyExpenseDraft, category: added.category })}
    >
      {({ draft, errors, setDraft, nameRef }) => (
        <>
          <ExpenseFields draft={draft} errors={errors} onChange={setDraft} nameRef={nameRef} />
          <div className="flex flex-wrap items-end gap-3">
            <Button type="submit" disabled={full}>
              Add Expense
            </Button>
            {full ? (
              <p className="text-sm text-slate-700">
                The list holds at most {MAX_EXPENSES} expenses.
              </p>
            ) : null}
          </div>
        </>
      )}
    </AddRowForm>
  );
}
