import type { AdminAuditEntry } from '@freedompath/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubReply, StubRequest } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { aDashboard } from './admin-fixtures';

vi.mock('react-chartjs-2', () => {
  const Canvas = (props: { 'aria-label': string }) => (
    <canvas role="img" aria-label={props['aria-label']} />
  );
  return { Line: Canvas, Bar: Canvas, Pie: Canvas };
});

const admin = aUser({ role: 'admin', email: 'boss@example.com' });

function anEntry(n: number, overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-03-14T09:30:00.000Z',
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'reset_quota',
    targetId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    targetEmail: `user-${n}@example.com`,
    targetDeleted: false,
    details: { removed: n },
    ...overrides,
  };
}

type AuditRoute = (request: StubRequest) => StubReply;

async function openAuditLog(audit: AuditRoute) {
  const { requests } = stubApi({
    'GET /me': { status: 200, body: admin },
    'GET /admin/dashboard': { status: 200, body: aDashboard() },
    'GET /admin/users': { status: 200, body: { users: [], nextCursor: null } },
    'GET /admin/audit': audit,
  });
  act(() => sessionStore.signIn(aSession({ user: admin })));
  const view = await renderApp('/admin/dashboard');
  const section = (await screen.findByRole('heading', { level: 2, name: 'Audit Log' })).closest(
    'section',
  ) as HTMLElement;
  const auditCalls = () => requests.filter((request) => request.path === '/admin/audit');
  return { ...view, section, auditCalls };
}

describe('the audit log', () => {
  it('lists entries newest first, a deleted account as such, and loads the next page', async () => {
    const { user, section, auditCalls } = await openAuditLog((request) =>
      request.query.get('cursor') === 'page-2'
        ? { status: 200, body: { entries: [anEntry(3)], nextCursor: null } }
        : {
            status: 200,
            body: {
              entries: [
                anEntry(1, { action: 'disable_account', details: {} }),
                anEntry(2, { targetId: null, targetEmail: null, targetDeleted: true }),
              ],
              nextCursor: 'page-2',
            },
          },
    );
    const table = await within(section).findByRole('region', { name: 'Audit log table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['boss@example.com', 'Disabled account', 'user-1@example.com', '—'],
      ['boss@example.com', 'Reset quota', 'Deleted account', 'removed: 2'],
    ]);

    await user.click(within(section).getByRole('button', { name: 'Load more entries' }));
    await within(table).findByText('user-3@example.com');
    expect(within(section).queryByRole('button', { name: 'Load more entries' })).toBeNull();
    expect(auditCalls().map(({ query }) => query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('filters by admin, account and action when the form is sent, and clears them', async () => {
    const { user, section, auditCalls } = await openAuditLog((request) =>
      request.query.has('action')
        ? { status: 200, body: { entries: [], nextCursor: null } }
        : { status: 200, body: { entries: [anEntry(1)], nextCursor: null } },
    );
    await within(section).findByRole('region', { name: 'Audit log table' });
    await user.type(within(section).getByRole('textbox', { name: 'Admin' }), 'Boss@Example.com');
    await user.type(
      within(section).getByRole('textbox', { name: 'Account' }),
      'user-1@example.com',
    );
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Action' }), [
      'Enabled account',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Apply filters' }));

    expect(await within(section).findByText('No audit entries match these filters.')).toBeTruthy();
    const filtered = auditCalls().at(-1);
    expect(filtered?.query.get('actor')).toBe('Boss@Example.com');
    expect(filtered?.query.get('target')).toBe('user-1@example.com');
    expect(filtered?.query.get('action')).toBe('enable_account');

    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    await within(section).findByRole('region', { name: 'Audit log table' });
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Admin' }).value).toBe(
      '',
    );
  });

  it('refuses a filter that is neither an id nor an address, without asking the API', async () => {
    const { user, section, auditCalls } = await openAuditLog(() => ({
      status: 200,
      body: { entries: [], nextCursor: null },
    }));
    expect(await within(section).findByText('No admin actions recorded yet.')).toBeTruthy();
    const account = within(section).getByRole('textbox', { name: 'Account' });
    await user.type(account, 'bob');
    await user.click(within(section).getByRole('button', { name: 'Apply filters' }));
    expect(await within(section).findByText('Give a user id or an e-mail address')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(auditCalls()).toHaveLength(1);
  });

  it('offers to try again when the log cannot be loaded', async () => {
    let failures = 1;
    const { user, section } = await openAuditLog(() =>
      failures-- > 0
        ? apiError(500, 'INTERNAL_ERROR', 'Something went wrong.')
        : { status: 200, body: { entries: [anEntry(1)], nextCursor: null } },
    );
    expect(await within(section).findByText('We could not load the audit log.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getByText('user-1@example.com')).toBeTruthy());
  });
});
