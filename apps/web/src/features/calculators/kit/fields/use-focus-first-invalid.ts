import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * After a calculate that found issues, moves focus to the first field marked invalid inside
 * `container`, so a keyboard or screen-reader user lands on it and hears its message. It acts
 * when `errors` is a new object: give it each calculate's `fieldErrors(...)`, so the same
 * issues found again move focus again while typing in between does not.
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
