/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import shared, { sourceCondition } from '@freedompath/vitest-config';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, mergeConfig } from 'vite';
import { compressAssetsPlugin } from './build/compress-assets.ts';
import { routePagesPlugin } from './build/route-pages.ts';

/**
 * Workspace packages (@freedompath/engine, @freedompath/contracts) export their TypeScript
 * sources under the `@freedompath/source` condition, so the app bundles them without a
 * prior build. Vite's default client conditions stay after it.
 */
const conditions = [sourceCondition, ...defaultClientConditions];

/**
 * `@/x` is src/x (tsconfig.json's `paths`) for the app, the prerender of each page at build
 * time and the tests alike.
 */
const resolve = {
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  conditions,
};

const app = defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    // Each route's HTML with its own title and description (apps/api serves it for the path).
    routePagesPlugin(resolve),
    // The API serves these .br/.gz siblings as they are (apps/api/src/infrastructure/http/web-app.ts).
    compressAssetsPlugin(),
  ],
  server: {
    port: 5173,
    // The API (apps/api) listens on port 3000 in development.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  // `vite preview` would inherit the proxy above; previewing on port 3000 (as the e2e docs
  // suggest until the API serves the SPA) would then proxy /api to itself in a loop.
  preview: { proxy: {} },
  worker: {
    // Vite bundles workers as iife by default, which cannot split code; the simulation worker
    // is a module worker (`{ type: 'module' }`), so its bundle is an ES module too. Worker
    // bundles resolve with the `conditions` below, so they bundle the engine's sources too.
    format: 'es',
  },
  // dist/.vite/manifest.json maps each source module to its emitted chunk and static imports:
  // scripts/report-bundle-size.mjs reads it. The API serves no dotfiles, so it stays private.
  build: {
    manifest: true,
    // No preloading from script: src/main.tsx loads the app once the prerendered page has
    // painted, and a route's chunk brings its imports with it. Vite's helper would append a
    // <link rel="modulepreload"> per dependency to the page at each dynamic import, one long
    // task on a large page (120 ms of the runway route's start on a throttled phone).
    modulePreload: false,
    // chart.js declares every scale as a class whose static fields read another class's
    // (`static defaults = Scale.defaults`); counted as side effects, that kept the unused
    // logarithmic, radial and time scales (6 kB gzip) in every chart route. No code of ours or
    // of our dependencies relies on a getter running for an unused read.
    rolldownOptions: {
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          // The app src/main.tsx starts after the first paint, with everything it imports
          // statically, in one chunk: split along the routes' shared imports it came to ~50
          // files, 20 kB more gzip and as many requests.
          // Vite's dynamic-import helper stays apart: the entry uses it without the app.
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            { name: 'app', test: /[\\/]src[\\/]start-app\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
  },
});

// The shared config brings the fail-on-console-error setup file. It also lists resolve
// conditions, which the app's list (source first, then Vite's defaults) replaces.
export default defineConfig({ ...mergeConfig(shared, app), resolve });
