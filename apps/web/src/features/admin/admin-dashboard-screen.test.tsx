import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubRequest } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { aDashboard, anAdminUser } from './admin-fixtures';

// jsdom has no canvas: stand in for react-chartjs-2 (the kit's hidden tables still render).
vi.mock('react-chartjs-2', () => {
  const Canvas = (props: { 'aria-label': string }) => (
    <canvas role="img" aria-label={props['aria-label']} />
  );
  return { Line: Canvas, Bar: Canvas, Pie: Canvas };
});

const admin = aUser({ role: 'admin' });
const adminRow = anAdminUser(0, { id: admin.id, email: admin.email, role: 'admin', paid: true });

function signInAsAdmin() {
  act(() => sessionStore.signIn(aSession({ user: admin })));
}

type Routes = Parameters<typeof stubApi>[0];

/** The admin's API: `/me` says admin, the dashboard fixture, one page of three users. */
function stubAdminApi(routes: Routes = {}) {
  return stubApi({
    'GET /me': { status: 200, body: admin },
    'GET /admin/dashboard': { status: 200, body: aDashboard() },
    'GET /admin/users': {
      status: 200,
      body: { users: [adminRow, anAdminUser(1), anAdminUser(2)], nextCursor: null },
    },
    'GET /admin/audit': { status: 200, body: { entries: [], nextCursor: null } },
    ...routes,
  });
}

async function openDashboard() {
  const view = await renderApp('/admin/dashboard');
  await screen.findByRole('heading', { level: 2, name: 'Today' });
  return view;
}

/** The card whose label (an h3) is `label`. */
function card(label: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: label });
  return heading.closest('li') as HTMLElement;
}

function toastTexts() {
  return toastStore
    .getSnapshot()
    .map(({ title, description, variant }) => ({ title, description, variant }));
}

/** The users table row of `email`. */
async function rowOf(email: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('rowheader', { name: new RegExp(`^${email}`) });
  return cell.closest('tr') as HTMLElement;
}

const usersRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/admin/users');

describe('AdminDashboardScreen', () => {
  it('says Loading dashboard... while the session is restored, then sends a visitor home', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    sessionStore.reset();
    const { requests } = stubApi({
      'POST /auth/refresh': apiError(401, 'UNAUTHORIZED', 'No session'),
    });
    const { router } = await renderApp('/admin/dashboard');
    expect((await screen.findByRole('status')).textContent).toBe('Loading dashboard...');
    act(() => sessionStore.start());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.some((request) => request.path.startsWith('/admin'))).toBe(false);
  });

  it('says Loading dashboard... until /me answers, then sends a user who is no admin home', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { requests } = stubApi({
      'GET /me': () => new Promise((resolve) => (answer = resolve)),
    });
    act(() => sessionStore.signIn(aSession()));
    const { router } = await renderApp('/admin/dashboard');
    expect((await screen.findByRole('status')).textContent).toBe('Loading dashboard...');
    expect(screen.queryByRole('button', { name: 'Refresh Analytics' })).toBeNull();
    answer({ status: 200, body: aUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/admin'))).toBe(false);
  });

  it('offers to try again, instead of leaving, when /me cannot be loaded', async () => {
    stubApi({ 'GET /me': apiError(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    act(() => sessionStore.signIn(aSession()));
    const { router } = await renderApp('/admin/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not check your account.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('leaves for the home page when the API answers 403', async () => {
    stubAdminApi({
      'GET /admin/dashboard': apiError(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    });
    signInAsAdmin();
    const { router } = await renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the header and the eight cards with the figures of the API', async () => {
    stubAdminApi();
    signInAsAdmin();
    await openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Refresh Analytics' })).toBeTruthy();
    expect(screen.getByText(/^Automated traffic is excluded/)).toBeTruthy();

    expect(card('Page Views').textContent).toContain('3,210');
    expect(card('Website Visitors').textContent).toContain('870');
    expect(card('Website Visitors').textContent).toContain('Bounce rate 42.5%');
    expect(card('Total Calculations').textContent).toContain('456');
    expect(card('Completed').textContent).toContain('251');
    expect(card('Completed').textContent).toContain('Completion rate 55.0%');
    expect(card('Unique Users').textContent).toContain('98');
    expect(card('Unique Users').textContent).toContain('1,234 registered users');
    expect(card('Sessions').textContent).toContain('1,002');
    expect(card('Sessions').textContent).toContain('2m 05s');
    expect(card('New Signups').textContent).toContain('17');
    expect(card('New Subscriptions').textContent).toContain('4');

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue.textContent).toContain('$12,346');
    expect(revenue.textContent).toContain('$308');
    expect(revenue.textContent).toContain('$58');
    expect(revenue.textContent).toContain('1.3%');
    expect(revenue.textContent).toContain('Monthly 10 · Yearly 4 · Lifetime 2');

    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Today',
      'Revenue',
      'Analytics Overview',
      'Calculator Performance (Last 7 Days)',
      'Usage Trends',
      'User Management',
      'Audit Log',
    ]);
    expect(await screen.findByRole('img', { name: 'Daily Activity (Last 30 Days)' })).toBeTruthy();
    const usage = screen.getByRole('table', { name: 'Calculator Usage' });
    expect(within(usage).getAllByRole('row')[1]?.textContent).toBe('Runway Calculator900');
    expect(screen.getByRole('table', { name: 'Daily Users & Sessions' })).toBeTruthy();
  });

  it('rates completion over 70 default, over 40 up to 70 secondary, else destructive', async () => {
    stubAdminApi();
    signInAsAdmin();
    await openDashboard();
    const performance = screen.getByRole('region', {
      name: 'Calculator Performance (Last 7 Days)',
    });
    const badgeOf = (title: string) =>
      within(performance)
        .getByRole('rowheader', { name: title })
        .closest('tr')
        ?.querySelector('[data-tone]');
    expect(badgeOf('Runway Calculator')?.getAttribute('data-tone')).toBe('default');
    expect(badgeOf('Runway Calculator')?.textContent).toBe('70.1%');
    expect(badgeOf('FIRE Calculator')?.getAttribute('data-tone')).toBe('secondary');
    expect(badgeOf('FIRE Calculator')?.textContent).toBe('70.0%');
    expect(badgeOf('Layoff Transition Calculator')?.getAttribute('data-tone')).toBe('destructive');
    expect(performance.textContent).toContain('1m 35s');
  });

  it('says so when no calculator has data', async () => {
    stubAdminApi({
      'GET /admin/dashboard': {
        status: 200,
        body: aDashboard({ calculatorUsage: [], calculatorPerformance: [] }),
      },
    });
    signInAsAdmin();
    await openDashboard();
    expect(screen.getByText('No calculator was started in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No calculator was started in the last 30 days.')).toBeTruthy();
  });

  it('refreshes the analytics, then loads the dashboard and the users again', async () => {
    let refreshed = false;
    const { requests } = stubAdminApi({
      'POST /admin/analytics/refresh': () => {
        refreshed = true;
        return {
          status: 200,
          body: {
            refreshedDays: ['2026-03-13', '2026-03-14'],
            durationMs: 42,
            refreshedAt: '2026-03-14T10:00:00.000Z',
          },
        };
      },
      'GET /admin/dashboard': () => ({
        status: 200,
        body: refreshed
          ? aDashboard({ cards: { ...aDashboard().cards, pageViews: { value: 4000 } } })
          : aDashboard(),
      }),
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    await rowOf('user-1@example.com');
    const show = vi.spyOn(toastStore, 'show');
    const button = screen.getByRole('button', { name: 'Refresh Analytics' });
    await user.click(button);
    await waitFor(() => expect(card('Page Views').textContent).toContain('4,000'));
    expect(show.mock.calls.map(([options]) => options)).toEqual([
      { title: 'Refreshing analytics...' },
      {
        title: 'Analytics refreshed',
        description: 'Dashboard data and historical analytics have been updated.',
        variant: 'success',
      },
    ]);
    // The progress toast has gone; the outcome stays.
    expect(toastTexts().map((toast) => toast.title)).toEqual(['Analytics refreshed']);
    expect(requests.find((request) => request.path === '/admin/analytics/refresh')?.method).toBe(
      'POST',
    );
    await waitFor(() => expect(usersRequests(requests)).toHaveLength(2));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('toasts a failed refresh and warns in the console, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    stubAdminApi({
      'POST /admin/analytics/refresh': () => new Promise((resolve) => (answer = resolve)),
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const button = screen.getByRole('button', { name: 'Refresh Analytics' });
    await user.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    answer({
      status: 409,
      body: { code: 'REFRESH_IN_PROGRESS', message: 'A refresh is already running.' },
    });
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: 'Error refreshing analytics',
        description: 'Failed to refresh analytics data.',
        variant: 'error',
      }),
    );
    expect(warn).toHaveBeenCalledWith('Refreshing analytics failed', expect.any(Error));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('searches users by e-mail once typing pauses, and says when none match', async () => {
    const { requests } = stubAdminApi({
      'GET /admin/users': ({ query }) => ({
        status: 200,
        body: {
          users:
            query.get('search') === 'user-2'
              ? [anAdminUser(2)]
              : query.get('search')
                ? []
                : [adminRow, anAdminUser(1), anAdminUser(2)],
          nextCursor: null,
        },
      }),
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    await rowOf('user-1@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users by email' }), 'user-2');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^user-1@/ })).toBeNull());
    await rowOf('user-2@example.com');
    // One request for the whole word, not one per key.
    expect(usersRequests(requests).map((request) => request.query.get('search'))).toEqual([
      null,
      'user-2',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users by email' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users by email' }), 'nobody');
    expect(await screen.findByText('No users match “nobody”')).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    const { requests } = stubAdminApi({
      'GET /admin/users': ({ query }) => ({
        status: 200,
        body:
          query.get('cursor') === 'page-2'
            ? { users: [anAdminUser(3)], nextCursor: null }
            : { users: [adminRow, anAdminUser(1), anAdminUser(2)], nextCursor: 'page-2' },
      }),
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    await rowOf('user-2@example.com');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('user-3@example.com');
    expect(await rowOf('user-1@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(usersRequests(requests).at(-1)?.query.get('cursor')).toBe('page-2');
    expect(usersRequests(requests).at(-1)?.query.get('limit')).toBe('50');
  });

  it('offers no actions on the admin’s own row', async () => {
    stubAdminApi();
    signInAsAdmin();
    await openDashboard();
    const own = await rowOf(admin.email);
    expect(within(own).queryAllByRole('button')).toEqual([]);
    expect(within(own).getByText('Admin')).toBeTruthy();
  });

  it('grants complimentary access, toasts it and updates the row', async () => {
    const { requests } = stubAdminApi({
      'POST /admin/users/00000000-0000-4000-8000-000000000001/complimentary-access': {
        status: 200,
        body: anAdminUser(1, { complimentary: true, paid: true }),
      },
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const row = await rowOf('user-1@example.com');
    await user.click(
      within(row).getByRole('button', {
        name: 'Grant complimentary access for user-1@example.com',
      }),
    );
    await within(row).findByRole('button', {
      name: 'Revoke complimentary access for user-1@example.com',
    });
    expect(within(row).getByText('Complimentary')).toBeTruthy();
    expect(toastTexts()).toContainEqual({
      title: 'Complimentary access granted',
      description: 'user-1@example.com',
      variant: 'success',
    });
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('disables an account only after the confirmation', async () => {
    const { requests } = stubAdminApi({
      'POST /admin/users/00000000-0000-4000-8000-000000000002/disable': {
        status: 200,
        body: anAdminUser(2, { disabled: true }),
      },
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const row = await rowOf('user-2@example.com');
    const disable = within(row).getByRole('button', {
      name: 'Disable account for user-2@example.com',
    });
    await user.click(disable);
    let dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.path.endsWith('/disable'))).toBe(false);

    await user.click(disable);
    dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await within(row).findByRole('button', { name: 'Enable account for user-2@example.com' });
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(toastTexts()).toContainEqual({
      title: 'Account disabled',
      description: 'user-2@example.com',
      variant: 'success',
    });
  });

  it('shows the plan in the disable dialog and cancels a monthly subscription unless unticked', async () => {
    const monthly = anAdminUser(1, { plan: 'monthly', paid: true });
    const { requests } = stubAdminApi({
      'GET /admin/users': {
        status: 200,
        body: { users: [adminRow, monthly, anAdminUser(2)], nextCursor: null },
      },
      'POST /admin/users/00000000-0000-4000-8000-000000000001/disable': {
        status: 200,
        body: { ...monthly, plan: 'free', paid: false, disabled: true },
      },
      'POST /admin/users/00000000-0000-4000-8000-000000000002/disable': {
        status: 200,
        body: anAdminUser(2, { disabled: true }),
      },
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const disableBodies = () =>
      requests.filter((request) => request.path.endsWith('/disable')).map(({ body }) => body);

    // A monthly subscriber: the plan, and the cancellation ticked by default.
    const row = await rowOf('user-1@example.com');
    await user.click(
      within(row).getByRole('button', { name: 'Disable account for user-1@example.com' }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    expect(dialog.textContent).toContain('Plan: Monthly');
    const cancel = within(dialog).getByRole('checkbox', {
      name: 'Cancel the monthly subscription now, so it is not charged again',
    });
    expect((cancel as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(disableBodies()).toEqual([{ cancelSubscription: true }]));

    // A free account: nothing to cancel.
    const free = await rowOf('user-2@example.com');
    await user.click(
      within(free).getByRole('button', { name: 'Disable account for user-2@example.com' }),
    );
    dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    expect(dialog.textContent).toContain('Plan: Free');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(disableBodies()).toEqual([
        { cancelSubscription: true },
        { cancelSubscription: false },
      ]),
    );
  });

  it('keeps the subscription when the admin unticks the cancellation', async () => {
    const monthly = anAdminUser(1, { plan: 'monthly', paid: true });
    const { requests } = stubAdminApi({
      'GET /admin/users': { status: 200, body: { users: [monthly], nextCursor: null } },
      'POST /admin/users/00000000-0000-4000-8000-000000000001/disable': {
        status: 200,
        body: { ...monthly, disabled: true },
      },
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const row = await rowOf('user-1@example.com');
    await user.click(
      within(row).getByRole('button', { name: 'Disable account for user-1@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path.endsWith('/disable')).map(({ body }) => body),
      ).toEqual([{ cancelSubscription: false }]),
    );
  });

  it('toasts the API’s message when an action fails', async () => {
    stubAdminApi({
      'POST /admin/users/00000000-0000-4000-8000-000000000001/reset-quota': apiError(
        409,
        'CANNOT_MODIFY_ADMIN',
        'An admin account cannot be changed here.',
      ),
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    const row = await rowOf('user-1@example.com');
    await user.click(
      within(row).getByRole('button', { name: 'Reset quota for user-1@example.com' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: 'Error updating user',
        description: 'An admin account cannot be changed here.',
        variant: 'error',
      }),
    );
  });

  it('shows an error with a retry when the users cannot be loaded', async () => {
    let failures = 1;
    stubAdminApi({
      'GET /admin/users': () =>
        failures-- > 0
          ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong.')
          : { status: 200, body: { users: [anAdminUser(1)], nextCursor: null } },
    });
    signInAsAdmin();
    const { user } = await openDashboard();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the users.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await rowOf('user-1@example.com');
  });
});
