import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FieldDescription {
  /** The id of the input the field's label names. */
  id: string;
  /** The input's `aria-describedby`: the hint, then the error; absent with neither. */
  describedBy: string | undefined;
  /** The hint's paragraph (null without a hint), for the field to place. */
  hint: ReactNode;
  /** The error's paragraph (null without an error), for the field to place. */
  error: ReactNode;
}

/**
 * The hint and error of a field, with the ids that make screen readers read them with its
 * input, so every kit field says them the same way.
 */
export function useFieldDescription(hint: ReactNode, error: string | undefined): FieldDescription {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    hint: hint ? (
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
    ) : null,
    error: error ? (
      <p id={errorId} className="text-sm font-medium text-red-700">
        {error}
      </p>
    ) : null,
  };
}
