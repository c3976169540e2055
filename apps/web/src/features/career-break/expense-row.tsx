import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { numberText } from '../calculators/kit/fields/parse-number';
import type { ExpenseItem } from './career-break-form-state';
import { checkExpenseDraft } from './expense-draft';
import type { CheckedExpense, ExpenseDraft, ExpenseDraftErrors } from './expense-draft';
import { ExpenseFields } from './expense-fields';

export interface ExpenseRowProps {
  item: ExpenseItem;
  editing: boolean;
  onEdit: () => void;
  onConfirm: (changes: CheckedExpense) => void;
  onCancel: () => void;
  onRemove: () => void;
}

function draftOf(item: ExpenseItem): ExpenseDraft {
  return { name: item.name, amount: numberText(item.amount), category: item.category };
}

/**
 * One expense: its name and amount with Edit and Remove, or, while edited, its fields inline
 * with Confirm (or Enter) and Cancel (or Escape). Leaving the edit puts focus back on Edit.
 */
export function ExpenseRow({
  item,
  editing,
  onEdit,
  onConfirm,
  onCancel,
  onRemove,
}: ExpenseRowProps) {
  const [draft, setDraft] = useState<ExpenseDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<ExpenseDraftErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (editing) nameRef.current?.focus();
    // Back to Edit (the row's first button) unless focus already moved on, e.g. to another
    // row's edit form.
    else if (wasEditing.current && document.activeElement === document.body)
      rowRef.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!editing) {
    return (
      <li ref={rowRef} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <span className="min-w-0 break-words text-slate-900">{item.name}</span>
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums text-slate-900">
            {formatCurrency(item.amount, { cents: 'auto' })}
          </span>
          <span className="flex gap-1 print:hidden">
            <Button
              variant="ghost"
              aria-label={`Edit ${item.name}`}
              onClick={() => {
                setDraft(draftOf(item));
                setErrors({});
                onEdit();
              }}
            >
              Edit
            </Button>
            <Button variant="ghost" aria-label={`Remove ${item.name}`} onClick={onRemove}>
              Remove
            </Button>
          </span>
        </span>
      </li>
    );
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExpenseDraft(draft);
    if (checked.ok) onConfirm(checked.row);
    else setErrors(checked.errors);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <li className="py-3">
      <form
        noValidate
        onSubmit={confirm}
        onKeyDown={cancelOnEscape}
        aria-label={`Edit ${item.name}`}
        className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:grid-cols-2"
      >
        <ExpenseFields draft={draft} errors={errors} onChange={setDraft} nameRef={nameRef} />
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">Confirm</Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}
