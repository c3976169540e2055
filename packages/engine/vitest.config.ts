import shared from '@freedompath/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The simulations' property tests run whole backtests: on a busy 2-core machine with
      // coverage, a few take several seconds.
      testTimeout: 30_000,
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
