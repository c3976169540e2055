import type { ValidationIssue } from '@freedompath/engine';

/** Characters people type around a number that carry no value: `$1,200`, `7 %`. */
const DECORATION = /[\s$,%]/g;
/** A plain decimal: optional sign, digits with an optional fraction (or a bare fraction). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * The number a field's text stands for, or `undefined` when it is blank or not a number.
 * Never returns `NaN` or ±Infinity, so a half-typed value cannot poison a calculation.
 *
 * @example parseNumber('$1,250.50') // 1250.5
 * @example parseNumber('12abc') // undefined
 */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(DECORATION, '');
  if (!DECIMAL.test(cleaned)) return undefined;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value; // no -0
}

/** Like {@link parseNumber}, but `undefined` unless the text is a whole number. */
export function parseInteger(text: string): number | undefined {
  const value = parseNumber(text);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

/** The number as a field's text: `''` for a missing value. */
export function numberText(value: number | null | undefined): string {
  return value === undefined || value === null || !Number.isFinite(value) ? '' : String(value);
}

/**
 * Issues for fields whose text is filled in but is not a number, so they can be shown next to
 * the field even when the engine treats the field as optional (it receives `undefined`).
 *
 * @example textIssues({ savings: 'abc', income: '' }, 'Please enter valid numbers')
 * // [{ path: 'savings', message: 'Please enter valid numbers' }]
 */
export function textIssues(
  texts: Readonly<Record<string, string>>,
  message: string,
  parse: (text: string) => number | undefined = parseNumber,
): ValidationIssue[] {
  return Object.entries(texts)
    .filter(([, text]) => text.trim() !== '' && parse(text) === undefined)
    .map(([path]) => ({ path, message }));
}
