import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2e/support/admin';

/**
 * End-to-end journeys in the system Chromium (never a downloaded browser). By default the
 * tests start the built server (apps/api serving the built SPA on port 3000); set
 * PLAYWRIGHT_BASE_URL to test a server that is already running, e.g. `vite preview`.
 */
const externalBaseURL = process.env.PLAYWRIGHT_BASE_URL;

/**
 * The server's embedded database, seeded before it starts with a 90-day analytics history, 200
 * users and the admin the dashboard journey signs in as (e2e/support/admin.ts).
 */
const seededDatabase = path.join(os.tmpdir(), 'freedompath-e2e-pglite');
const seed = [
  'pnpm --dir ../.. --filter @freedompath/api db:seed --',
  '--page-views 3000 --calculations 1000 --users 200 --days 90 --seed 1',
  `--admin-email ${ADMIN_EMAIL} --admin-password '${ADMIN_PASSWORD}'`,
].join(' ');

export default defineConfig({
  testDir: 'e2e',
  // A hang guard, not a speed check: the longest journeys (sign up, spend five calculations, pay)
  // take 10-15 s on an idle 2-core machine and passed 30 s on a busy one.
  timeout: 90_000,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: externalBaseURL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  ...(externalBaseURL
    ? {}
    : {
        webServer: {
          command: `rm -rf ${seededDatabase} && ${seed} && pnpm --dir ../.. start`,
          url: 'http://127.0.0.1:3000/api/health',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          // The built app and API on a throw-away embedded database. Not in production mode,
          // so the development outbox (GET /api/v1/dev/outbox) gives the journeys the links
          // the API e-mails; APP_URL makes those links point at this server. Every journey
          // posts analytics from one address: a 429 would show as a console error.
          env: {
            NODE_ENV: 'development',
            APP_URL: 'http://127.0.0.1:3000',
            HOST: '127.0.0.1',
            PORT: '3000',
            PGLITE_DIR: seededDatabase,
            ADMIN_EMAIL,
            RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
            JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
            LOG_LEVEL: 'warn',
          },
        },
      }),
});
