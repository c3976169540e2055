import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in the system Chromium (never a downloaded browser). By default the
 * tests start the built server (apps/api serving the built SPA on port 3000); set
 * PLAYWRIGHT_BASE_URL to test a server that is already running, e.g. `vite preview`.
 */
const externalBaseURL = process.env.PLAYWRIGHT_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
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
          command: 'pnpm --dir ../.. start',
          url: 'http://127.0.0.1:3000/api/health',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          // The built app and API on a throw-away embedded database. Not in production mode,
          // so the development outbox (GET /api/v1/dev/outbox) gives the journeys the links
          // the API e-mails; APP_URL makes those links point at this server.
          env: {
            NODE_ENV: 'development',
            APP_URL: 'http://127.0.0.1:3000',
            HOST: '127.0.0.1',
            PORT: '3000',
            PGLITE_DIR: 'memory://',
            JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
            LOG_LEVEL: 'warn',
          },
        },
      }),
});
