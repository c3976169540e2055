#!/usr/bin/env node
// @ts-check
/**
 * Prints the gzip size of the app shell, of the JavaScript each route adds beyond it and of each
 * web worker, from the last `vite build` (dist/.vite/manifest.json), and exits 1 when a budget
 * is broken: the shell's, the JavaScript `/` loads (170 kB), chart.js in the shell, 80 kB for a
 * calculator route or 40 kB for a worker (scripts/bundle-size.mjs).
 *
 * Usage: node scripts/report-bundle-size.mjs [dist directory]   (`pnpm size` builds first)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { analyse, containsChartJs, formatReport } from './bundle-size.mjs';

const distDir = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  process.stderr.write(
    `${manifestPath} not found: run \`vite build\` first (\`pnpm size\` does).\n`,
  );
  process.exit(1);
}

/** @type {import('./bundle-size.mjs').Manifest} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** @type {Map<string, Buffer>} */
const contents = new Map();
/** @param {string} file */
const read = (file) => {
  let content = contents.get(file);
  if (!content) {
    content = readFileSync(path.join(distDir, file));
    contents.set(file, content);
  }
  return content;
};

try {
  const report = analyse(manifest, {
    gzipSize: (file) => gzipSync(read(file), { level: constants.Z_BEST_COMPRESSION }).length,
    hasChartJs: (file) => containsChartJs(read(file).toString('utf8')),
  });
  process.stdout.write(`${formatReport(report)}\n`);
  if (report.failures.length > 0) process.exitCode = 1;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`bundle size report failed: ${message}\n`);
  process.exitCode = 1;
}
