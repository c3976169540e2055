#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile preset, the system Chromium) on the production build of `/` and of one
 * calculator route, served by the API as in production. Prints each category's score and exits
 * 1 when performance is under 95 or accessibility, best practices or SEO under 100.
 *
 * Usage: pnpm build && pnpm --filter @freedompath/web lighthouse [path ...]
 * LIGHTHOUSE_URL=https://… audits a running server instead of starting the build.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/runway-calculator'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A free TCP port on the loopback interface. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The built API serving the built web app, as `pnpm start` does, on a throw-away database. */
async function startServer() {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(repoRoot, 'apps', 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      // Production as deployed (headers, caching, compression). Nothing audited calls Stripe,
      // so made-up settings satisfy its required variables.
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_lighthouse',
      STRIPE_WEBHOOK_SECRET: 'whsec_lighthouse',
      STRIPE_PRICE_MONTHLY: 'price_lighthouse_monthly',
      STRIPE_PRICE_YEARLY: 'price_lighthouse_yearly',
      STRIPE_PRICE_LIFETIME: 'price_lighthouse_lifetime',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: 'memory://',
      JWT_SECRET: 'lighthouse-only-secret-0123456789abcdef0123',
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await globalThis.fetch(`${baseUrl}/api/health`)).ok)
        return { baseUrl, stop: () => server.kill() };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill();
  throw new Error('the server did not start: run `pnpm build` first');
}

const server = process.env.LIGHTHOUSE_URL
  ? { baseUrl: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: () => undefined }
  : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

let failed = false;
try {
  for (const pagePath of paths) {
    const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { categories, audits } = result.lhr;
    process.stdout.write(`\n${pagePath} (mobile preset)\n`);
    for (const [id, threshold] of Object.entries(THRESHOLDS)) {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      const ok = score >= threshold;
      if (!ok) failed = true;
      process.stdout.write(
        `  ${id.padEnd(15)} ${String(score).padStart(3)} (at least ${threshold}) ${ok ? 'ok' : 'FAIL'}\n`,
      );
      if (!ok) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) {
            process.stdout.write(
              `    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}\n`,
            );
            // What the audit found (e.g. which issue Chrome logged), briefly.
            const items = audit.details && 'items' in audit.details ? audit.details.items : [];
            for (const item of items.slice(0, 3)) {
              process.stdout.write(`      ${JSON.stringify(item).slice(0, 300)}\n`);
            }
          }
        }
      }
    }
    for (const metric of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      process.stdout.write(`  ${audits[metric]?.title}: ${audits[metric]?.displayValue}\n`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
process.exitCode = failed ? 1 : 0;
