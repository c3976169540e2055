import { Field, inputClassName } from './field';
import type { FieldBaseProps } from './field';

export interface DateFieldProps extends FieldBaseProps {
  /** `YYYY-MM-DD`, or `''` when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/** A calendar date (the browser's date picker); the value is the `YYYY-MM-DD` text. */
export function DateField({ value, onChange, min, max, ...field }: DateFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName}
        />
      )}
    </Field>
  );
}
