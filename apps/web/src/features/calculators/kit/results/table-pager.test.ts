import { describe, expect, it } from 'vitest';
import { pageBounds } from './table-pager';

describe('pageBounds', () => {
  it('gives the rows of a page, the last one short', () => {
    expect(pageBounds(0, 25, 123)).toEqual({ page: 0, from: 0, to: 25, pages: 5 });
    expect(pageBounds(4, 25, 123)).toEqual({ page: 4, from: 100, to: 123, pages: 5 });
  });

  it('shows the last page for a page the rows no longer reach', () => {
    // Page 51 of 1,471 rows, then 123 rows: never "Rows 1,251–123 of 123".
    expect(pageBounds(50, 25, 123)).toEqual({ page: 4, from: 100, to: 123, pages: 5 });
    expect(pageBounds(-1, 25, 123)).toEqual({ page: 0, from: 0, to: 25, pages: 5 });
  });

  it('counts one empty page for no rows', () => {
    expect(pageBounds(3, 25, 0)).toEqual({ page: 0, from: 0, to: 0, pages: 1 });
  });
});
