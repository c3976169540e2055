import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { finiteJson } from './finite-json.js';

const schema = finiteJson(z.unknown());

describe('finiteJson', () => {
  it('passes JSON values, however nested', () => {
    for (const value of [null, 0, -1.5, 'Infinity', [], {}, { a: [1, { b: [2, null] }] }]) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses %d anywhere, at its path',
    (bad) => {
      const places: [unknown, (string | number)[]][] = [
        [bad, []],
        [[1, 2, bad], [2]],
        [{ runwayMonths: bad }, ['runwayMonths']],
        [{ stress: [{ runwayMonths: 1 }, { runwayMonths: bad }] }, ['stress', 1, 'runwayMonths']],
      ];
      for (const [value, path] of places) {
        expect(schema.safeParse(value).error?.issues).toEqual([
          expect.objectContaining({ path, message: 'Expected a finite number' }),
        ]);
      }
    },
  );
});
