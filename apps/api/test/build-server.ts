import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup: compiles the API with tsc into `apps/api/.test-build` for the tests that
 * start the server as a process. A private output, not `dist/`: a `pnpm build` running beside the
 * tests (scripts/test-under-load.sh, a developer's watch) rewrites `dist/` while they start it.
 */
export default function buildServer(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.test-build.json'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}
