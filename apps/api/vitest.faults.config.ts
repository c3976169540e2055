import shared from '@freedompath/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * `pnpm test:faults`: the service under outages, restarts and several instances, on a real
 * PostgreSQL. One file at a time: each drives load at processes of its own, and two at once on a
 * small machine would measure each other. Bounds are generous; nothing here times a request.
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['src/faults/**/*.test.ts'],
      fileParallelism: false,
      testTimeout: 180_000,
      hookTimeout: 120_000,
      globalSetup: ['./test/build-server.ts'],
    },
  }),
);
