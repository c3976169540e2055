import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFieldDescription } from './use-field-description';

/** Props every kit field takes besides its value. */
export interface FieldBaseProps {
  label: ReactNode;
  /** The product's message for this field; marks the input invalid and is read with it. */
  error?: string | undefined;
  /**
   * The id of a message shown once for several fields (shares that must add up to 100%): marks
   * the input invalid too, and it is read with it after the field's own hint and error.
   */
  groupErrorId?: string | undefined;
  /** A line of help under the input, read with it. */
  hint?: ReactNode;
  /** The input's `name` (and, by convention, the issue path the error comes from). */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The attributes that tie an input to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps extends FieldBaseProps {
  children: (control: FieldControlProps) => ReactNode;
}

export const inputClassName =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'shadow-sm placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';

/**
 * A labelled form field: label, the input (rendered by `children` with its wiring), a hint and
 * the error message. The input gets `aria-invalid` and `aria-describedby` naming the hint and
 * the error (and a group's error), so screen readers read them with it.
 */
export function Field({
  label,
  error,
  groupErrorId,
  hint,
  name,
  required,
  disabled,
  className,
  children,
}: FieldProps) {
  const { id, describedBy: ownDescription, ...messages } = useFieldDescription(hint, error);
  const describedBy = [ownDescription, groupErrorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(name === undefined ? {} : { name }),
        ...(required === undefined ? {} : { required }),
        ...(disabled === undefined ? {} : { disabled }),
        'aria-invalid': Boolean(error) || Boolean(groupErrorId),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {messages.hint}
      {messages.error}
    </div>
  );
}
