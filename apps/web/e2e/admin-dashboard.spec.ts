import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  AdminAuditList,
  AdminDashboard,
  AdminUser,
  AdminUserList,
  AuthSession,
} from '@freedompath/contracts';
import { signUpAndSignIn } from './support/accounts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
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
  await expect(page.getByText(/^Automated traffic is excluded/)).toBeVisible();
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

/** The admin's API session, for setting the stage without the screens. */
async function adminApi(request: APIRequestContext) {
  const signin = await request.post('/api/v1/auth/signin', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signin.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await signin.json()) as AuthSession).accessToken}` };
  return {
    /** Users whose e-mail contains `search`, first page. */
    async users(search: string): Promise<AdminUser[]> {
      const response = await request.get('/api/v1/admin/users', {
        headers,
        params: { search, limit: 100 },
      });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as AdminUserList).users;
    },
    async resetQuota(userId: string): Promise<void> {
      const response = await request.post(`/api/v1/admin/users/${userId}/reset-quota`, { headers });
      expect(response.ok()).toBe(true);
    },
  };
}

/** The Audit Log section of the dashboard. */
function auditLog(page: Page) {
  return page.getByRole('region', { name: 'Audit Log' });
}

test('the admin reads the audit log a page at a time, filtered, and sees when nothing matches', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  // 26 entries about one seeded account: more than a page (25).
  const api = await adminApi(request);
  const email = seededUserEmail(11);
  const [target] = await api.users(email);
  if (!target) throw new Error(`the seed has no ${email}`);
  for (let n = 0; n < 26; n += 1) await api.resetQuota(target.id);

  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  const section = auditLog(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Audit Log' })).toBeVisible();
  const rows = section.getByRole('region', { name: 'Audit log table' }).getByRole('rowheader');
  await expect(rows.first()).toBeVisible();

  const filtered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/admin/audit' &&
      new URL(response.url()).searchParams.get('target') === email,
  );
  await section.getByRole('textbox', { name: 'Account' }).fill(email);
  await section.getByRole('button', { name: 'Apply filters' }).click();
  const firstPage = (await (await filtered).json()) as AdminAuditList;
  expect(firstPage.entries).toHaveLength(25);
  expect(firstPage.nextCursor).not.toBeNull();
  await expect(rows).toHaveCount(25);
  await expect(section.getByRole('row').nth(1)).toContainText('Reset quota');
  await expect(section.getByRole('row').nth(1)).toContainText(email);
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Load more entries' }).click();
  await expect(rows).toHaveCount(26);
  await expect(section.getByRole('button', { name: 'Load more entries' })).toHaveCount(0);

  // The same account with an action never done to it: the empty state.
  await section.getByRole('combobox', { name: 'Action' }).selectOption('Enabled account');
  await section.getByRole('button', { name: 'Apply filters' }).click();
  await expect(section.getByText('No audit entries match these filters.')).toBeVisible();

  // Half an address is refused before it is sent.
  await section.getByRole('textbox', { name: 'Admin' }).fill('admin');
  await section.getByRole('button', { name: 'Apply filters' }).click();
  await expect(section.getByText('Give a user id or an e-mail address')).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a 390 px phone a user row shows its actions, and the disable dialog offers to cancel the plan', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const api = await adminApi(request);
  const subscriber = (await api.users('seed-user-')).find(
    (user) => user.plan === 'monthly' && !user.disabled,
  );
  if (!subscriber) throw new Error('the seed has no monthly subscriber on the first page');

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search users by email' });
  await search.fill(subscriber.email);
  const users = page.getByRole('region', { name: 'Users table' });
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  const disable = users.getByRole('button', { name: `Disable account for ${subscriber.email}` });

  // Every action is on screen without scrolling sideways, and the keyboard reaches it.
  for (const name of [
    `Grant complimentary access for ${subscriber.email}`,
    `Reset quota for ${subscriber.email}`,
    `Disable account for ${subscriber.email}`,
  ]) {
    const button = users.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await search.focus();
  let reached = false;
  for (let step = 0; step < 12 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await disable.evaluate((button) => button === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect(disable).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);

  // The dialog names the plan; cancelling the subscription is ticked by default.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Disable this account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Plan: Monthly');
  await expect(
    dialog.getByRole('checkbox', {
      name: 'Cancel the monthly subscription now, so it is not charged again',
    }),
  ).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
