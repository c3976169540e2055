/** `T` with every property, at every depth, read-only. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? { readonly [Index in keyof T]: DeepReadonly<T[Index]> }
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;

/**
 * Freezes `value` and everything it holds, so an exported default or table cannot be changed by
 * one caller under another's feet (in strict mode a write throws a TypeError).
 *
 * @example const LIMITS = deepFreeze({ max: { amount: 1 } }); // LIMITS.max.amount = 2 throws
 */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      deepFreeze((value as Record<PropertyKey, unknown>)[key]);
    }
  }
  return value as DeepReadonly<T>;
}
