/**
 * Checks of the engine's validators on input from untyped callers (JSON, form state): each
 * answers about an `unknown` value, so a validator can reject a wrong type as an issue before
 * it reads a field of it.
 */

/** True for a plain object (not `null`, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a number that is not NaN or ±Infinity. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A field of `value` when it is an object, else `undefined`: never throws. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
