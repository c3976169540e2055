import type { ReactNode } from 'react';
import { Field, inputClassName } from './field';
import type { FieldBaseProps } from './field';

/** Props of the money, percent and integer fields: the text as typed, never a number. */
export interface NumberFieldProps extends FieldBaseProps {
  /** The text as typed; parse it with `parseNumber` / `parseInteger` when calculating. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  placeholder?: string;
}

interface AffixedNumberFieldProps extends NumberFieldProps {
  prefix?: ReactNode;
  suffix?: ReactNode;
  inputMode: 'decimal' | 'numeric';
}

/**
 * A text input for a number with an optional `$` or `%` beside it. The text is kept exactly as
 * typed (a half-typed "1." or a stray letter stays on screen); it is parsed only when
 * calculating, so it never becomes `NaN`.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  placeholder,
  prefix,
  suffix,
  inputMode,
  ...field
}: AffixedNumberFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative flex items-center">
          {prefix ? (
            <span aria-hidden="true" className="pointer-events-none absolute left-3 text-slate-600">
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={`${inputClassName} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-8' : ''}`}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute right-3 text-slate-600"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
