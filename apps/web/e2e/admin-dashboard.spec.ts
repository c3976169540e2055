import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import type { AdminDashboard, AdminUserList } from '@freedompath/contracts';
import { signUpAndSignIn } from './support/accounts';
import {
  ADMIN_EMAIL,
  SEEDED_USERS,
  nextAdminAnswer,
  seededUserEmail,
  signInAsAdmin,
} from './support/admin';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** A count as the dashboard shows it, formatted here on its own (not with the app's formatter). */
const count = (value: number) => value.toLocaleString('en-US');
/** A rate to one decimal, as the cards show it: 42.5%, 55.0%. */
const rate = (value: number): string => `${value.toFixed(1)}%`;

/** The card labelled `label` (its h3). */
function card(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
}

/** The eight cards read what the API answered. */
async function expectCards(page: Page, { cards }: AdminDashboard): Promise<void> {
  const figures: Array<[string, number]> = [
    ['Page Views', cards.pageViews.value],
    ['Website Visitors', cards.visitors.value],
    ['Total Calculations', cards.totalCalculations.value],
    ['Completed', cards.completed.value],
    ['Unique Users', cards.uniqueUsers.value],
    ['Sessions', cards.sessions.value],
    ['New Signups', cards.newSignups.value],
    ['New Subscriptions', cards.newSubscriptions.value],
  ];
  for (const [label, value] of figures) {
    await expect(card(page, label).getByText(count(value), { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Website Visitors')).toContainText(
    `Bounce rate ${rate(cards.visitors.bounceRate)}`,
  );
  await expect(card(page, 'Completed')).toContainText(
    `Completion rate ${rate(cards.completed.completionRate)}`,
  );
  await expect(card(page, 'Unique Users')).toContainText(
    `${count(cards.uniqueUsers.registeredUsers)} registered users`,
  );
}

test('the admin reads the seeded dashboard, refreshes it and finds a seeded user', async ({
  page,
}) => {
  const { errors } = watchErrors(page);
  await signInAsAdmin(page);

  const answered = nextAdminAnswer(page, 'dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const dashboard = (await (await answered).json()) as AdminDashboard;

  // The seeded history is there: every account, and calculations over the chart window.
  expect(dashboard.cards.uniqueUsers.registeredUsers).toBeGreaterThanOrEqual(SEEDED_USERS);
  expect(dashboard.revenue.totalUsers).toBeGreaterThanOrEqual(SEEDED_USERS);
  expect(
    dashboard.dailyActivity.reduce((sum, day) => sum + day.totalCalculations, 0),
  ).toBeGreaterThan(0);
  expect(dashboard.calculatorPerformance.length).toBeGreaterThan(0);
  await expectCards(page, dashboard);
  await expect(page.getByRole('img', { name: 'Daily Activity (Last 30 Days)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Calculator Usage' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Daily Users & Sessions' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Calculator performance table' }).getByRole('rowheader'),
  ).toHaveCount(dashboard.calculatorPerformance.length);
  await expectAccessible(page);

  // Refresh Analytics recomputes the rollups, then the screen shows the new answer.
  const refreshed = nextAdminAnswer(page, 'dashboard');
  await page.getByRole('button', { name: 'Refresh Analytics' }).click();
  await expect(page.getByText('Analytics refreshed', { exact: true })).toBeVisible();
  await expectCards(page, (await (await refreshed).json()) as AdminDashboard);

  // A seeded address finds exactly its own row.
  const email = seededUserEmail(7);
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/admin/users' &&
      new URL(response.url()).searchParams.get('search') === email,
  );
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email);
  const list = (await (await searched).json()) as AdminUserList;
  expect(list.users.map((user) => user.email)).toEqual([email]);
  const users = page.getByRole('region', { name: 'Users table' });
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  await expect(users.getByRole('rowheader')).toContainText(email);
  await expect(users.getByRole('button', { name: `Reset quota for ${email}` })).toBeVisible();

  // The admin's own row offers no actions.
  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(ADMIN_EMAIL);
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  await expect(users.getByRole('rowheader')).toContainText(ADMIN_EMAIL);
  await expect(users.getByRole('button')).toHaveCount(0);

  // On a phone the page fits the screen: the header wraps, the tables scroll on their own.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Refresh Analytics' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a signed-in user who is no admin is sent from /admin/dashboard to the home page', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const adminCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/v1/admin')) adminCalls.push(sent.url());
  });
  await signUpAndSignIn(page, request);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  expect(errors).toEqual([]);
});
