import { API_ERRORS } from '@freedompath/contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<p>FreedomPath</p>'.repeat(20)}</body></html>`;
const SCRIPT = 'export const months = (savings, spending) => savings / spending;\n'.repeat(40);
const SCRIPT_URL = '/assets/index-abc123.js';
// Each route's HTML as apps/web/build/route-pages.ts writes it: index.html with its own head.
const pageHtml = (title: string) => INDEX_HTML.replace('<head>', `<head><title>${title}</title>`);
const RUNWAY_HTML = pageHtml('Runway Calculator — FreedomPath');
const CALLBACK_HTML = pageHtml('Verifying your account... — FreedomPath');
const NOT_FOUND_HTML = pageHtml('Page not found — FreedomPath');

// A built web app as the web build writes it (apps/web/build/compress-assets.ts): each text
// file with its .br and .gz siblings, the favicon too small to be worth compressing.
const distDir = await mkdtemp(path.join(tmpdir(), 'web-app-'));
afterAll(() => rm(distDir, { recursive: true, force: true }));
await mkdir(path.join(distDir, 'assets'));
await mkdir(path.join(distDir, 'pages', 'auth'), { recursive: true });
for (const [file, content] of [
  ['index.html', INDEX_HTML],
  [SCRIPT_URL, SCRIPT],
  ['pages/runway-calculator.html', RUNWAY_HTML],
  ['pages/auth/callback.html', CALLBACK_HTML],
  ['404.html', NOT_FOUND_HTML],
] as const) {
  const target = path.join(distDir, file);
  await writeFile(target, content);
  await writeFile(`${target}.br`, brotliCompressSync(content));
  await writeFile(`${target}.gz`, gzipSync(content));
}
await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'web-app-test-secret-of-at-least-32-characters',
  APP_URL: 'https://app.example',
  WEB_DIST_DIR: distDir,
  // Behind the TLS-terminating proxy of a deployment, which inject's loopback address stands for.
  TRUST_PROXY: '127.0.0.1',
  // Production needs Stripe settings; nothing here calls Stripe, so made-up ones do.
  STRIPE_SECRET_KEY: 'sk_test_web_app',
  STRIPE_WEBHOOK_SECRET: 'whsec_web_app',
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
};
const { app } = await buildTestApp(PRODUCTION);
const { app: appWithOrigin } = await buildTestApp({
  ...PRODUCTION,
  APP_ORIGIN: 'https://app.example',
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { code: 'NOT_FOUND', message: API_ERRORS.NOT_FOUND.message };

describe('serving the built web app', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
    { acceptEncoding: 'gzip', encoding: 'gzip', decode: gunzipSync },
  ])('sends the precompressed $encoding file for $acceptEncoding', async (example) => {
    const response = await app.inject({
      method: 'GET',
      url: SCRIPT_URL,
      headers: { 'accept-encoding': example.acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(example.encoding);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(example.decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([{}, { 'accept-encoding': 'identity' }])(
    'sends the file itself when no compression is accepted (%o)',
    async (headers) => {
      const response = await app.inject({ method: 'GET', url: SCRIPT_URL, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('caches hashed assets for a year and has everything else revalidated', async () => {
    const cacheControl = async (url: string, acceptEncoding?: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.statusCode).toBe(200);
      return response.headers['cache-control'];
    };
    expect(await cacheControl(SCRIPT_URL)).toBe(IMMUTABLE);
    expect(await cacheControl(SCRIPT_URL, 'br')).toBe(IMMUTABLE);
    expect(await cacheControl('/index.html')).toBe('no-cache');
    expect(await cacheControl('/index.html', 'br')).toBe('no-cache');
    expect(await cacheControl('/favicon.svg')).toBe('no-cache');
  });

  it.each([
    { url: '/', accept: '*/*', status: 200, html: INDEX_HTML },
    { url: '/', accept: undefined, status: 200, html: INDEX_HTML },
    {
      url: '/runway-calculator',
      accept: 'text/html,application/xhtml+xml',
      status: 200,
      html: RUNWAY_HTML,
    },
    { url: '/auth/callback?token=abc.def', accept: '*/*', status: 200, html: CALLBACK_HTML },
    { url: '/apixyz', accept: 'application/json', status: 404, html: NOT_FOUND_HTML },
  ])('answers $url (Accept: $accept) with HTML', async ({ url, accept, status, html }) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: accept ? { accept } : {},
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html);
  });

  it('answers HEAD / like GET /, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('');
  });

  it('sends a client route its own precompressed page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/runway-calculator',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(RUNWAY_HTML);
  });

  it.each([
    { url: '/runway-calculator/', html: RUNWAY_HTML },
    { url: '/runway-calculator?savings=5000', html: RUNWAY_HTML },
    { url: '/auth/callback?flow=recovery', html: CALLBACK_HTML },
    { url: '/', html: INDEX_HTML },
    { url: '/?ref=newsletter', html: INDEX_HTML },
  ])('sends $url its page', async ({ url, html }) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(html);
  });

  it.each(['/no-such-page', '/auth/nope', '/runway-calculator/extra'])(
    'answers the unknown page %s with 404 and the not-found page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(NOT_FOUND_HTML);
    },
  );

  it.each([
    { method: 'GET', url: '/api' },
    { method: 'GET', url: '/api/unknown' },
    { method: 'HEAD', url: '/api/unknown' },
    { method: 'GET', url: '/assets/nope.js' },
    { method: 'GET', url: '/assets/nope' },
    { method: 'GET', url: '/robots.txt' },
    // Pages are reached by their path only.
    { method: 'GET', url: '/pages/runway-calculator.html' },
    { method: 'GET', url: '/404.html' },
    { method: 'POST', url: '/runway-calculator' },
    { method: 'DELETE', url: '/' },
  ] as const)('answers $method $url with the JSON 404', async ({ method, url }) => {
    const response = await app.inject({ method, url, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    if (method !== 'HEAD') expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('CORS in production', () => {
  it('allows no origin when APP_ORIGIN is unset', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('allows exactly APP_ORIGIN when it is set', async () => {
    const response = await appWithOrigin.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('headers that only make sense over https', () => {
  it('are left out when the request came over http', async () => {
    for (const url of ['/', '/api/health', SCRIPT_URL]) {
      const response = await app.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('are sent when the proxy says the request came over https', async () => {
    for (const url of ['/', '/api/health', SCRIPT_URL]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/;upgrade-insecure-requests$/);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('keeps Swagger UI loadable over http, under its own policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("img-src 'self' data: validator.swagger.io");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

/**
 * The sources a policy allows for `kind` (script elements, or inline event handlers), through
 * the fallbacks a browser applies: script-src-elem/-attr, then script-src, then default-src.
 */
function scriptSources(policy: string, kind: 'script-src-elem' | 'script-src-attr'): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name.toLowerCase(), values] as const),
  );
  return (
    directives.get(kind) ?? directives.get('script-src') ?? directives.get('default-src') ?? ['*']
  );
}

/** Sources that would run script the app did not ship as a file of its own origin. */
const INLINE_OR_FOREIGN = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

describe('the production Content-Security-Policy', () => {
  it.each([
    '/',
    '/runway-calculator',
    '/no-such-page',
    SCRIPT_URL,
    '/api/health',
    '/api/v1/me',
    '/api/docs/',
  ])('allows %s no inline script, no eval and no other origin', async (url) => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const response = await app.inject({ method: 'GET', url, headers });
      const policy = response.headers['content-security-policy'];
      expect(typeof policy).toBe('string');
      const elements = scriptSources(String(policy), 'script-src-elem');
      expect(elements).toContain("'self'");
      expect(elements.filter((source) => INLINE_OR_FOREIGN.includes(source))).toEqual([]);
      expect(scriptSources(String(policy), 'script-src-attr')).toEqual(["'none'"]);
    }
  });
});
