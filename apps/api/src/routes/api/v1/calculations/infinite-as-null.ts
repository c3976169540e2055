import { z } from 'zod';

/**
 * A number the engine answers `Infinity` for when a runway never ends (income covers the
 * expenses), as JSON carries it: `key` is the number, or `null` when infinite, and
 * `${key}Infinite` says which, always present. JSON has no Infinity (`JSON.stringify` would
 * write a bare `null` no schema explains), and a string such as `"Infinity"` would make the
 * field a number-or-string. ADR 021.
 */
export type InfiniteAsNull<Key extends string> = { [K in Key]: number | null } & {
  [K in `${Key}Infinite`]: boolean;
};

/** @example infiniteAsNull('runwayMonths', Infinity) // { runwayMonths: null, runwayMonthsInfinite: true } */
export function infiniteAsNull<Key extends string>(key: Key, value: number): InfiniteAsNull<Key> {
  const infinite = value === Number.POSITIVE_INFINITY;
  return { [key]: infinite ? null : value, [`${key}Infinite`]: infinite } as InfiniteAsNull<Key>;
}

/** The zod fields of {@link InfiniteAsNull}, for a response schema and its OpenAPI document. */
export function infiniteAsNullShape<Key extends string>(key: Key, what: string) {
  return {
    [key]: z
      .number()
      .nullable()
      .describe(`${what}; null when it never ends (see \`${key}Infinite\`)`),
    [`${key}Infinite`]: z
      .boolean()
      .describe(`True when \`${key}\` is endless: the engine's Infinity, sent as null`),
  } as { [K in Key]: z.ZodNullable<z.ZodNumber> } & { [K in `${Key}Infinite`]: z.ZodBoolean };
}
