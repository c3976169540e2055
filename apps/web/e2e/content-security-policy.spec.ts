import { expect, test } from './support/test';
import { pageMeta } from '../src/features/layout/page-meta';

/** Every page the build writes: each route's own HTML, and the not-found page. */
const paths = [...Object.keys(pageMeta), '/no-such-page'];

/**
 * What of a served page would need inline script allowed: a script element without `src`
 * (JSON data blocks excepted: browsers never run them), an `on…` event attribute, a
 * `javascript:` address.
 */
function inlineScript(html: string): string[] {
  const elements = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter(
      (tag) => !/\ssrc\s*=/i.test(tag) && !/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(tag),
    );
  const handlers = [...html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)].map(([tag]) => tag);
  const addresses = [...html.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)].map(
    ([match]) => match,
  );
  return [...elements, ...handlers, ...addresses];
}

test('every page is served without inline script, under a policy that forbids it', async ({
  request,
}) => {
  for (const path of paths) {
    const response = await request.get(path);
    expect(inlineScript(await response.text()), path).toEqual([]);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(policy, path).toMatch(/(^|;)\s*script-src-attr 'none'\s*(;|$)/);
  }
});

test('no page breaks the policy once its scripts run', async ({ page }) => {
  // Added by Playwright outside the page, so the policy does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  for (const path of paths) {
    // Resolves once the app has hydrated the page (support/test.ts): its scripts have run.
    await page.goto(path);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
