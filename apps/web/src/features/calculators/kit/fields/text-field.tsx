import type { Ref } from 'react';
import { Field, inputClassName } from './field';
import type { FieldBaseProps } from './field';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  /** The input, for a form that puts the cursor back in it. */
  ref?: Ref<HTMLInputElement>;
}

/** A line of free text (a name, a place); numbers have their own fields. */
export function TextField({
  value,
  onChange,
  maxLength,
  placeholder,
  ref,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="text"
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName}
        />
      )}
    </Field>
  );
}
