import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Keeps the listed fields' messages, dropping undefined ones and any other field's. */
export function pickFieldErrors<Name extends string>(
  messages: Readonly<Record<string, string | undefined>>,
  names: readonly Name[],
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of names) {
    const message = messages[name];
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/**
 * The field messages of a form. `show` renders them and moves focus to the first field marked
 * invalid, so a keyboard or screen-reader user lands on it and hears its message; it answers
 * whether there were any.
 */
export function useFieldErrors<Name extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const show = useCallback((next: FieldErrors<Name>): boolean => {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return Object.keys(next).length > 0;
  }, []);
  return { formRef, errors, show };
}
