import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

interface AuthFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  /** `email`, `current-password` or `new-password`, so browsers and password managers help. */
  autoComplete: 'email' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** The message for this field; marks the input invalid and is read with it. */
  error?: string | undefined;
  /** A line of help under the input, read with it. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled e-mail or password input of the account forms. The hint and the error are tied to
 * the input with `aria-describedby`, so screen readers read them with it.
 */
export function AuthField({
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  ref,
}: AuthFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
