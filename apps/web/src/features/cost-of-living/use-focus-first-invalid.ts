import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';

/**
 * After a calculate that found issues, moves focus to the first field marked invalid, so a
 * keyboard or screen-reader user lands on it and hears its message (the field's description).
 */
export function useFocusFirstInvalid(
  container: RefObject<HTMLElement | null>,
  errors: FieldErrors,
): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, errors]);
}
