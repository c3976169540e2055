import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest settings. Workspace packages resolve to their TypeScript sources through the
 * `@freedompath/source` export condition, so tests never need a prior build. Any
 * `console.error` during a test fails it: an error logged is an error missed.
 */
export const sourceCondition = '@freedompath/source';

/**
 * `turbo run test` starts every package's Vitest at once, each with its own pool of workers.
 * Vitest's default of all cores but one per pool oversubscribes every machine several times
 * (four pools of 7 workers on 8 cores). Half the cores per pool leaves room for the other
 * packages and a build running alongside, and is 1 worker on 2 cores; `--maxWorkers` or
 * `VITEST_MAX_WORKERS` overrides it.
 */
const maxWorkers = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * `FREEDOMPATH_TEST_REPORT_DIR` (set by scripts/test-under-load.sh) adds a JSON report per
 * package in that directory, from which the script ranks the slowest tests.
 */
const reportDir = process.env.FREEDOMPATH_TEST_REPORT_DIR;
const packageName = (process.env.npm_package_name ?? basename(process.cwd())).replace(
  /[^\w.-]+/g,
  '_',
);

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    setupFiles: [new URL('./fail-on-console-error.js', import.meta.url).pathname],
    restoreMocks: true,
    maxWorkers,
    // A guard against a hang, not a speed check (tests assert no timings): under
    // `pnpm test:load` screen tests that take 3 s idle took 31 s, the engine's backtests 27 s.
    testTimeout: 120_000,
    ...(reportDir && {
      reporters: ['default', 'json'],
      outputFile: { json: join(reportDir, `${packageName}.json`) },
    }),
  },
});
