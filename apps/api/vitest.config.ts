import shared from '@freedompath/vitest-config';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The fault tests (outages, restarts, several instances) run on their own: `test:faults`.
      exclude: [...configDefaults.exclude, 'src/faults/**'],
      // Each test file boots its own app on its own database; PGlite boots take a few seconds.
      hookTimeout: 120_000,
      globalSetup: ['./test/build-server.ts'],
    },
  }),
);
