import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { choiceClassName } from './choice-option';
import type { ChoiceOption } from './choice-option';
import { useFieldDescription } from './use-field-description';

export interface CheckboxGroupFieldProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption<V>[];
  /** The ticked values. */
  values: readonly V[];
  /** The ticked values after a change, in the order of `options`. */
  onChange: (values: V[]) => void;
  /** The product's message for the whole group; every box is marked invalid and reads it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Controls between the legend and the boxes (e.g. select all). */
  actions?: ReactNode;
  /** Column layout of the boxes; one column at 360 px by default. */
  columns?: string;
}

/**
 * A labelled group of checkboxes (a fieldset with its legend): native boxes, so the keyboard,
 * touch and screen readers work as everywhere. Wired like the other fields: the hint and the
 * error are read with each box.
 */
export function CheckboxGroupField<V extends string>({
  legend,
  name,
  options,
  values,
  onChange,
  error,
  hint,
  actions,
  columns = 'sm:grid-cols-2',
}: CheckboxGroupFieldProps<V>) {
  const { describedBy, ...messages } = useFieldDescription(hint, error);
  const toggle = (value: V, checked: boolean) => {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {messages.hint}
      {actions}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label key={option.value} className={choiceClassName}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {messages.error}
    </fieldset>
  );
}
