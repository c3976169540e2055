/**
 * zod classic keeps its methods on prototypes, so whatever imports it bundles all of it (about
 * 20 kB gzip more than zod/mini). Code that reaches the browser (the web app and the contracts
 * it imports) builds schemas with `zod/mini` (docs/decisions/025-zod-mini-in-the-browser.md).
 *
 * The typescript-eslint variant of `no-restricted-imports` is used so this rule is not replaced
 * by a package's own `no-restricted-imports` options, which flat config overwrites per folder.
 */
const message =
  "Import { z } from 'zod/mini' in browser code: zod classic does not tree-shake (ADR 025, " +
  'docs/decisions/025-zod-mini-in-the-browser.md).';

export default {
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: ['zod', 'zod/v3', 'zod/v4', 'zod/v4/classic'].map((name) => ({ name, message })) },
    ],
  },
};
