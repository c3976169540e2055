import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The calculator folders are the one list of the engine's subpaths: the package's exports, its
// size budgets and the root index must each name exactly those, so a new calculator cannot be
// published half-wired.
const src = new URL('.', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')) as {
  exports: Record<string, { '@freedompath/source'?: string; types?: string; default?: string }>;
  'size-limit': { name: string; path: string }[];
};

const modules = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .filter((entry) => existsSync(join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

describe('the engine subpaths', () => {
  it('are the calculator folders, each exported with its source, types and build', () => {
    const subpaths = Object.keys(manifest.exports).filter(
      (key) => key !== '.' && key !== './package.json',
    );
    expect(subpaths.map((key) => key.slice(2)).sort()).toEqual(modules);
    for (const name of modules) {
      expect(manifest.exports[`./${name}`]).toEqual({
        '@freedompath/source': `./src/${name}/index.ts`,
        types: `./dist/${name}/index.d.ts`,
        default: `./dist/${name}/index.js`,
      });
    }
  });

  it('each have a size budget', () => {
    const budgets = manifest['size-limit'].filter(({ name }) => name !== 'whole engine');
    expect(budgets.map(({ name }) => name).sort()).toEqual(modules);
    for (const { name, path } of budgets) expect(path).toBe(`dist/${name}/index.js`);
  });

  it('are each re-exported by the root index', () => {
    const index = readFileSync(join(src, 'index.ts'), 'utf8');
    const reexported = [...index.matchAll(/^export \* from '\.\/(\w[\w-]*)\/index\.js';$/gm)]
      .map(([, name]) => name)
      .filter((name) => name !== 'shared');
    expect(reexported.sort()).toEqual(modules);
  });
});
