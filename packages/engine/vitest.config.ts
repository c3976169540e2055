import shared from '@freedompath/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
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
