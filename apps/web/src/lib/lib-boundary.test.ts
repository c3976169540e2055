import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { libBoundary } from '../../eslint.config.js';

const linter = new ESLint({
  cwd: path.join(import.meta.dirname, '../..'),
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'] }, libBoundary],
});

/** What the lib rule says of `code` written at `filePath` (relative to apps/web). */
async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

const importing = (source: string) => `import x from '${source}';\nexport { x };\n`;

describe('src/lib', () => {
  it('refuses a module that imports a feature, a component, a route or the router', async () => {
    for (const [file, source] of [
      ['src/lib/example.ts', '@/features/calculators/calculator-catalog'],
      ['src/lib/example.ts', '../features/layout/page-meta'],
      ['src/lib/analytics/example.ts', '../../components/ui/button'],
      ['src/lib/example.ts', '@/routes/pricing'],
      ['src/lib/example.ts', '../routeTree.gen'],
      ['src/lib/analytics/example.ts', '@/router'],
    ] as const) {
      expect(await complaints(file, importing(source)), source).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*src\/lib imports no feature/),
      ]);
    }
  });

  it('lets it import lib, the workspace packages and libraries, and its tests anything', async () => {
    expect(await complaints('src/lib/example.ts', importing('./session-store'))).toEqual([]);
    expect(await complaints('src/lib/analytics/example.ts', importing('../format'))).toEqual([]);
    expect(await complaints('src/lib/example.ts', importing('@freedompath/contracts'))).toEqual([]);
    expect(await complaints('src/lib/example.ts', importing('@tanstack/react-router'))).toEqual([]);
    expect(await complaints('src/lib/example.test.ts', importing('@/router'))).toEqual([]);
  });
});
