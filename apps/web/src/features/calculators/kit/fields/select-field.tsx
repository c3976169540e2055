import { Field, inputClassName } from './field';
import type { FieldBaseProps } from './field';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends FieldBaseProps {
  /** The chosen value, or `''` for none (the placeholder is shown). */
  value: V | '';
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** Text of the empty first option, e.g. 'Select a destination'. */
  placeholder?: string;
}

/** A choice from a short list (the native select: keyboard, touch and screen-reader ready). */
export function SelectField<V extends string>({
  value,
  onChange,
  options,
  placeholder,
  ...field
}: SelectFieldProps<V>) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={inputClassName}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
