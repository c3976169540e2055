import type { z } from 'zod';

/** The path of a number in `value` that is NaN or infinite, if any. Iterative: no recursion limit. */
function nonFinitePath(value: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'number' && !Number.isFinite(next.value)) return next.path;
    if (typeof next.value !== 'object' || next.value === null) continue;
    for (const [key, child] of Object.entries(next.value)) {
      pending.push({
        value: child,
        path: [...next.path, Array.isArray(next.value) ? Number(key) : key],
      });
    }
  }
  return undefined;
}

/**
 * `schema`, refusing any NaN or infinite number anywhere in the value. Responses are checked
 * against their schema as they are serialized, so a number the wire form did not convert fails
 * the reply with a logged 500 instead of reaching the client as a `null` nobody documented.
 */
export function finiteJson<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, context) => {
    const path = nonFinitePath(value);
    if (path) context.addIssue({ code: 'custom', path, message: 'Expected a finite number' });
  });
}
