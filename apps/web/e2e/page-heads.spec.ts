import { expect, test } from './support/test';
import { escapeHtml } from '../build/route-pages';
import { notFoundMeta, pageMeta } from '../src/features/layout/page-meta';
import type { PageMeta } from '../src/features/layout/page-meta';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** The served HTML carries the page's own title and description before any script runs. */
function expectHead(html: string, meta: PageMeta) {
  expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
  expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  expect(html.includes('content="noindex"')).toBe(meta.noindex === true);
}

test('every route is served with its own title and description', async ({ request }) => {
  for (const [path, meta] of Object.entries(pageMeta)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectHead(await response.text(), meta);
  }
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expectHead((await response?.text()) ?? '', notFoundMeta);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(notFoundMeta.title);
});

const publicPages = Object.entries(pageMeta).filter(([, meta]) => !meta.noindex);

for (const [path, meta] of publicPages) {
  test(`${path}: the app keeps the served title, headings keep their order, axe passes`, async ({
    page,
  }) => {
    const { errors } = watchErrors(page);
    const served = (await (await page.goto(path))?.text()) ?? '';
    // Prerendered: it paints before any script runs (src/prerender.tsx).
    expect(/<main[^]*<h1/.test(served), `${path} is served prerendered`).toBe(!meta.datedByVisit);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(meta.title);
    // h1, then no level skipped going down (h2 → h4 would be a skip; h4 → h2 is fine).
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0], `${path} starts with its h1`).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `${path}: ${levels.join(' ')}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('a prerendered page hydrates for a returning visitor in a later year', async ({ page }) => {
  const { errors } = watchErrors(page);
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-15T10:00:00`));
  await page.goto('/planning-guides');
  await page.getByRole('checkbox').first().check();
  await expect(page.getByTestId('overall-percent')).toHaveText('7%');
  await page.reload();
  // The saved progress and this year replace what the build rendered, without a re-render.
  await expect(page.getByTestId('overall-percent')).toHaveText('7%');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear} FreedomPath`);
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  expect(errors).toEqual([]);
});

test('following a link moves focus to the new page heading, by keyboard too', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Terms of Service' });
  await expect(heading).toBeFocused();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    pageMeta['/terms'].description,
  );
  // Tab continues from the top of the new page, not from the footer link.
  await page.keyboard.press('Tab');
  const inFooter = await page.evaluate(() => document.activeElement?.closest('footer') !== null);
  expect(inFooter).toBe(false);
});

for (const path of ['/', '/runway-calculator', '/planning-guides', '/pricing']) {
  test(`${path}: on a phone the tab order follows the visual order`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    // One column on a phone: each stop is below the last, or on its row to the right.
    let previous: { top: number; left: number; label: string } | undefined;
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const current = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body || element.closest('footer')) return null;
        const box = element.getBoundingClientRect();
        return {
          top: box.top + window.scrollY,
          left: box.left + window.scrollX,
          label: `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
        };
      });
      if (!current) break;
      if (previous && Math.abs(current.top - previous.top) > 4) {
        expect(current.top, `${previous.label} → ${current.label}`).toBeGreaterThan(previous.top);
      } else if (previous) {
        expect(current.left, `${previous.label} → ${current.label}`).toBeGreaterThan(previous.left);
      }
      previous = current;
    }
    expect(previous, 'some stops were reached').toBeDefined();
  });
}
