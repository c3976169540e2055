import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface CheckboxGroupFieldProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption<V>[];
  /** The ticked values. */
  values: readonly V[];
  /** The ticked values after a change, in the order of `options`. */
  onChange: (values: V[]) => void;
  /** The spec's message for the whole group; every box is marked invalid and reads it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Controls between the legend and the boxes (e.g. select all). */
  actions?: ReactNode;
  /** Column layout of the boxes; one column at 360 px by default. */
  columns?: string;
}

export const choiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 ' +
  'text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/**
 * A labelled group of checkboxes (a fieldset with its legend): native boxes, so the keyboard,
 * touch and screen readers work as everywhere. The kit has no multiple-choice field; this one
 * follows its fields' wiring (hint and error read with each box).
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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (value: V, checked: boolean) => {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
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
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
