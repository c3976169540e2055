/** Joins class names, skipping falsy values: `cn('a', isOn && 'b')`. */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
