import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once the app has taken over the page. Prerendered pages take no input until then
 * (src/main.tsx makes them inert): Playwright's actions wait for that by themselves, but a
 * `focus()` or a key pressed at once would be lost.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.inert === false);
}

/** Every page's `goto` and `reload` resolve once the app has hydrated what they loaded. */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
}

/** Playwright's `test`, with every page of the test's context waiting for hydration. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitForHydrationOnLoad);
    await provide(context);
  },
});
