import shared from '@freedompath/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // Each test file boots its own app on its own database; PGlite boots take a few seconds.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['./test/build-server.ts'],
    },
  }),
);
