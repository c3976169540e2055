import type { ReactNode } from 'react';
import { choiceClassName } from './choice-option';
import type { ChoiceOption } from './choice-option';
import { useFieldDescription } from './use-field-description';

export interface RadioGroupFieldProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  hint?: ReactNode;
}

/**
 * One choice of a few, all visible (native radios: arrow keys move the choice). Always holds
 * one of its options, so it has no error of its own.
 */
export function RadioGroupField<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
}: RadioGroupFieldProps<V>) {
  const description = useFieldDescription(hint, undefined);
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={description.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceClassName}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {description.hint}
    </fieldset>
  );
}
