import { describe, expect, it } from 'vitest';
import { listIssues } from './list-issues.js';

const mustBeNumber = (item: unknown, path: string) =>
  typeof item === 'number' ? [] : [{ path, message: 'not a number' }];

describe('listIssues', () => {
  it('rejects what is not a list', () => {
    expect(listIssues({ 0: 1 }, 'bills', 3, mustBeNumber)).toEqual([
      { path: 'bills', message: 'Please enter a list.' },
    ]);
  });

  it('rejects a long list as one issue without reading an item', () => {
    let read = 0;
    const counting = (item: unknown, path: string) => {
      read += 1;
      return mustBeNumber(item, path);
    };
    expect(listIssues(Array.from({ length: 20_000 }), 'bills', 3, counting)).toEqual([
      { path: 'bills', message: 'Please enter at most 3 items.' },
    ]);
    expect(read).toBe(0);
  });

  it("checks every item by index, a sparse list's holes included", () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case under test
    expect(listIssues([1, , 'x'], 'bills', 3, mustBeNumber)).toEqual([
      { path: 'bills.1', message: 'not a number' },
      { path: 'bills.2', message: 'not a number' },
    ]);
  });
});
