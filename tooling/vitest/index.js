import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest settings. Workspace packages resolve to their TypeScript sources through the
 * `@freedompath/source` export condition, so tests never need a prior build. Any
 * `console.error` during a test fails it: an error logged is an error missed.
 */
export const sourceCondition = '@freedompath/source';

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    setupFiles: [new URL('./fail-on-console-error.js', import.meta.url).pathname],
    restoreMocks: true,
  },
});
