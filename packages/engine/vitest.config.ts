import shared from '@freedompath/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // A guard against a hang, not a speed check: the simulations' tests run whole backtests,
      // about 3 s each with coverage on an idle 2-core machine, and up to ten times that under
      // `pnpm test:load` (27 s measured for the Guyton-Klinger rates test).
      testTimeout: 120_000,
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: [
          'src/**/*.test.ts',
          'src/**/test-support/**',
          'src/**/index.ts',
          'src/**/types.ts',
        ],
        thresholds: { lines: 95 },
      },
    },
  }),
);
