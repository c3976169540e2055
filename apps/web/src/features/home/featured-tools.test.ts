import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featuredTools } from './featured-tools';

describe('featuredTools', () => {
  it('features the five tools of the product definition with their carousel labels', () => {
    expect(featuredTools.map(({ calculator, badge }) => [calculator.title, badge])).toEqual([
      ['Career Break Budget Calculator', 'Popular'],
      ['Compensation Comparison', 'New'],
      ['Part-Time vs Full-Time Calculator', undefined],
      ['Runway Calculator', 'Featured'],
      ['Debt Paydown Calculator', 'New'],
    ]);
  });

  it('has a captured preview in public/ for each (scripts/capture-previews.mjs)', () => {
    for (const { preview } of featuredTools) {
      expect(existsSync(path.join(import.meta.dirname, '../../../public', preview)), preview).toBe(
        true,
      );
    }
  });
});
