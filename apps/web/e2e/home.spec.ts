import { expect, test } from './support/test';
import { calculators } from '@freedompath/contracts';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** The content pages, reached from the footer's links. */
const contentPages = [
  { name: 'Pricing', path: '/pricing' },
  { name: 'Resources', path: '/resources' },
  { name: 'Planning Guides', path: '/planning-guides' },
  { name: 'Privacy Policy', path: '/privacy' },
  { name: 'Terms of Service', path: '/terms' },
  { name: 'Disclaimer', path: '/disclaimer' },
] as const;

test('desktop: a carousel of five real previews that pauses under the pointer', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured calculators' });
  await expect(carousel).toBeVisible();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.getByRole('list', { name: 'Featured calculators' })).toBeHidden();

  const slides = carousel.getByRole('group', { name: /^\d of 5$/, includeHidden: true });
  await expect(slides).toHaveCount(5);
  await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeVisible();
  const images = carousel.locator('img');
  await expect(images).toHaveCount(5);
  // Every preview is a real capture (its <source>, not the phones' blank pixel), loaded.
  for (const image of await images.all()) {
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => ({
          loaded: element.complete && element.naturalWidth > 0,
          src: new URL(element.currentSrc).pathname,
        })),
      )
      .toEqual({ loaded: true, src: expect.stringMatching(/^\/previews\/[a-z-]+\.jpg$/) });
  }
  await expect(
    carousel.getByRole('img', { name: 'Preview of the Runway Calculator', includeHidden: true }),
  ).toHaveCount(1);
  await expect(carousel.getByText('Preview unavailable')).toHaveCount(0);

  await carousel.hover();
  await expect(carousel.getByText('Paused', { exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(carousel.getByText('Paused', { exact: true })).toBeHidden();

  await carousel.getByRole('button', { name: 'Slide 4: Runway Calculator' }).click();
  const runway = carousel.getByRole('group', { name: '4 of 5' });
  await expect(runway.getByText('Featured', { exact: true })).toBeVisible();
  await runway.getByRole('link', { name: 'Runway Calculator' }).click();
  await expect(page).toHaveURL(/\/runway-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('phone: four cards instead of the carousel, and no preview downloaded', async ({ page }) => {
  const previews: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/previews/')) previews.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Featured calculators' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Featured calculators' })).toBeHidden();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(previews).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('/ passes axe on desktop and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Featured calculators' })).toBeVisible();
  await expectAccessible(page);
});

test('from home, every calculator of the catalogue and every content page opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { errors } = watchErrors(page);
  await page.goto('/');
  const tools = page.getByRole('region', { name: 'Choose your tool' });
  const footer = page.getByRole('contentinfo');
  const destinations = [
    ...calculators.map(({ route }) => ({ path: route, link: tools.locator(`a[href="${route}"]`) })),
    ...contentPages.map(({ name, path }) => ({
      path,
      link: footer.getByRole('link', { name, exact: true }),
    })),
  ];
  for (const { path, link } of destinations) {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
  expect(errors).toEqual([]);
});
