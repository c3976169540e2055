import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerBoundaries } from '../eslint.config.js';

const linter = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'] }, ...layerBoundaries],
});

/** What the layer rules say of `code` written at `filePath` (relative to apps/api). */
async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

describe('the layers of apps/api/src (ADR 040)', () => {
  it('refuses a route that imports a repository, the schema or drizzle-orm', async () => {
    const route = 'src/routes/api/v1/scenarios/example.ts';
    for (const source of [
      '../../../../repositories/users-repository.js',
      '../../../../infrastructure/database/schema/index.js',
      'drizzle-orm',
    ]) {
      expect(await complaints(route, `import { x } from '${source}';\nexport { x };\n`)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*(route calls a service|SQL lives)/),
      ]);
    }
  });

  it("refuses a route that reaches a repository's decorator", async () => {
    expect(
      await complaints(
        'src/routes/api/v1/me/example.ts',
        'export const find = (app) => app.users.findByEmail("a@example.com");\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: A route calls a service/)]);
  });

  it('refuses a repository that imports a service or a route', async () => {
    const repository = 'src/repositories/example-repository.ts';
    for (const source of ['../services/quota/entitlements.js', '../routes/api/v1/me/index.js']) {
      expect(await complaints(repository, `import x from '${source}';\nexport { x };\n`)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*A repository holds SQL only/),
      ]);
    }
  });

  it('refuses infrastructure or lib that imports a layer above it', async () => {
    expect(
      await complaints(
        'src/infrastructure/http/example.ts',
        "import x from '../../services/billing/billing.js';\nexport { x };\n",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Infrastructure is the bottom layer/),
    ]);
    expect(
      await complaints(
        'src/lib/example.ts',
        "import x from '../infrastructure/database/database.js';\nexport { x };\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*lib\/ is shared by every layer/)]);
  });

  it('lets each layer import the ones below it', async () => {
    expect(
      await complaints(
        'src/routes/api/v1/scenarios/example.ts',
        "import x from '../../../../services/saved-plans/saved-plans.js';\nexport { x };\n",
      ),
    ).toEqual([]);
    expect(
      await complaints(
        'src/services/billing/example.ts',
        "import x from '../../repositories/payments-repository.js';\nexport { x };\n",
      ),
    ).toEqual([]);
    expect(
      await complaints(
        'src/repositories/example-repository.ts',
        "import { sql } from 'drizzle-orm';\nimport x from '../infrastructure/database/schema/index.js';\nexport { sql, x };\n",
      ),
    ).toEqual([]);
  });
});
