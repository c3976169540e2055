import { Field, inputClassName } from '../calculators/kit/fields/field';
import type { FieldBaseProps } from '../calculators/kit/fields/field';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
}

/** A labelled line of free text (the kit has fields for numbers, dates and choices only). */
export function TextField({ value, onChange, maxLength, placeholder, ...field }: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
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
