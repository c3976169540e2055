import fc from 'fast-check';
import { expect } from 'vitest';
import { EngineError } from '../engine-error.js';
import type { FuzzTarget } from './fuzz-target.js';

type Key = string | number;

/** What a form, a URL or a careless caller can put in any field. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    0,
    -1,
    0.004,
    1e307,
    -1e307,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e12 + 1,
    '',
    ' ',
    '20000',
    '3000',
    'abc',
    'true',
    'false',
    'no',
    '0500-01-01',
    '0099-12-31',
    '0100-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-1-5',
    '2026-06-15',
    true,
    false,
    {},
    [],
    [null],
    [{}],
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)), {
    maxLength: 4,
  }),
);

/** Every path into `value`: the root, each object field and each list item, at any depth. */
function pathsOf(value: unknown, prefix: Key[] = []): Key[][] {
  const paths: Key[][] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

type Change =
  | { kind: 'set'; value: unknown }
  | { kind: 'delete' }
  /** A list made long by repeating its items: validation must stay cheap. */
  | { kind: 'grow'; length: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 8, arbitrary: oddValue.map((value) => ({ kind: 'set' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(20, 200, 20_000)
      .map((length) => ({ kind: 'grow' as const, length })),
  },
);

function applyChange(root: unknown, path: Key[], edit: Change): unknown {
  if (path.length === 0) {
    if (edit.kind === 'set') return edit.value;
    if (edit.kind === 'delete') return undefined;
  }
  const parentPath = path.slice(0, -1);
  let target: unknown = path.length === 0 ? undefined : root;
  for (const key of parentPath) {
    if (typeof target !== 'object' || target === null) return root;
    target = (target as Record<Key, unknown>)[key];
  }
  const key = path.at(-1);
  if (edit.kind === 'grow') {
    const list = path.length === 0 ? root : (target as Record<Key, unknown> | null)?.[key ?? ''];
    if (!Array.isArray(list) || list.length === 0) return root;
    const items: readonly unknown[] = list;
    const grown = Array.from({ length: edit.length }, (_, index) => items[index % items.length]);
    if (path.length === 0) return grown;
    (target as Record<Key, unknown>)[key ?? ''] = grown;
    return root;
  }
  if (typeof target !== 'object' || target === null || key === undefined) return root;
  if (edit.kind === 'delete') delete (target as Record<Key, unknown>)[key];
  else (target as Record<Key, unknown>)[key] = edit.value;
  return root;
}

/** The sample with one to three of its fields (or itself) replaced, removed or lengthened. */
export function brokenInput(sample: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), change), { minLength: 1, maxLength: 3 })
    .map((edits) =>
      edits.reduce<unknown>(
        (input, [path, edit]) => applyChange(input, path, edit),
        structuredClone(sample),
      ),
    );
}

/** Paths of numbers in `result` that are NaN, or infinite where no Infinity is documented. */
export function nonFiniteNumbers(result: unknown, infinityPaths: readonly string[] = []): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'number') {
      const pattern = path.map((key) => (/^\d+$/.test(key) ? '*' : key)).join('.');
      const documented = value === Number.POSITIVE_INFINITY && infinityPaths.includes(pattern);
      if (!Number.isFinite(value) && !documented) found.push(`${path.join('.')} = ${value}`);
    } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
      seen.add(value);
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(result, []);
  return found;
}

/**
 * The engine's promise to JavaScript callers, for one input: the validator returns a list of
 * `{ path, message }` and never throws; the calculator either throws `EngineError`
 * (`INVALID_INPUT`) carrying exactly the validator's issues, or, when there are none, returns a
 * result whose numbers are all finite (or a documented Infinity).
 */
export function expectContractHolds(target: FuzzTarget, input: unknown): void {
  const issues = target.validate(input);
  expect(Array.isArray(issues)).toBe(true);
  for (const issue of issues as unknown[]) {
    expect(Object.keys(issue as object).sort()).toEqual(['message', 'path']);
    const { path, message } = issue as { path: unknown; message: unknown };
    expect([typeof path, typeof message]).toEqual(['string', 'string']);
    expect(message).not.toBe('');
  }
  let result: unknown;
  try {
    result = target.calculate(input);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.issues).toEqual(issues);
    expect(issues).not.toEqual([]);
    return;
  }
  expect(issues).toEqual([]);
  expect(nonFiniteNumbers(result, target.infinityPaths)).toEqual([]);
}
