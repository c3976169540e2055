import type { AdminUser } from '@freedompath/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { RetryNotice } from '@/components/ui/retry-notice';
import { LoadMore } from './load-more';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatDate, planName } from './admin-format';
import { adminUsersQueryOptions } from './admin-queries';
import { useExitOnForbidden } from './use-forbidden-exit';
import { useDebouncedValue } from './use-debounced-value';
import { UserActions } from './user-actions';

/** How long the search box waits after the last key before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

const cell = 'px-3 py-3 align-top max-md:py-1';

/**
 * A figure's column name, shown beside it only on narrow screens, where the rows stack (the
 * table's own headers are then for screen readers only, which read cells with them).
 */
function NarrowLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mr-1 text-slate-600 md:hidden">
      {children}
    </span>
  );
}

function StatusBadges({ user }: { user: AdminUser }) {
  if (user.role !== 'admin' && !user.complimentary && !user.disabled) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {user.role === 'admin' ? <Badge tone="new">Admin</Badge> : null}
      {user.complimentary ? <Badge tone="popular">Complimentary</Badge> : null}
      {user.disabled ? <Badge tone="destructive">Disabled</Badge> : null}
    </span>
  );
}

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin, whose own row offers no actions (the API refuses them for admins). */
  adminId: string;
}

function UserRow({ user, adminId }: UserRowProps) {
  const locked = user.id === adminId || user.role === 'admin';
  return (
    <tr className="border-b border-slate-100 last:border-0 max-md:flex max-md:flex-col max-md:py-2">
      <th
        scope="row"
        className={`${cell} text-left font-medium break-all text-slate-900 md:min-w-56`}
      >
        {user.email}
        <StatusBadges user={user} />
      </th>
      <td className={cell}>
        <NarrowLabel>Plan</NarrowLabel>
        {planName(user.plan)}
      </td>
      <td className={`${cell} tabular-nums md:text-right`}>
        <NarrowLabel>Calculations used</NarrowLabel>
        {formatNumber(user.calculationsUsed)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <NarrowLabel>Created</NarrowLabel>
        {formatDate(user.createdAt)}
      </td>
      <td className={cell}>
        {locked ? (
          <span className="text-sm text-slate-600">No actions for an admin</span>
        ) : (
          <UserActions user={user} />
        )}
      </td>
    </tr>
  );
}

/**
 * User Management (product: platform#admin-dashboard): users newest first, searched by e-mail as
 * the admin types (once typing pauses), a page at a time, with each account's actions.
 */
export function UserManagement({ adminId }: { adminId: string }) {
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useInfiniteQuery({
    ...adminUsersQueryOptions(term),
    // The last answer stays on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  });
  useExitOnForbidden(users.error);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  let body;
  if (users.data === undefined && !users.isError) {
    body = (
      <p role="status" className="mt-4 text-slate-600">
        Loading users...
      </p>
    );
  } else if (users.data === undefined) {
    body = (
      <RetryNotice className="mt-4" onRetry={() => void users.refetch()}>
        We could not load the users.
      </RetryNotice>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="mt-4 text-slate-600">
        {term === '' ? 'No users yet.' : `No users match “${term}”`}
      </p>
    );
  } else {
    body = (
      <>
        <div
          role="region"
          aria-label="Users table"
          tabIndex={0}
          aria-busy={users.isPlaceholderData || undefined}
          className="-mx-3 mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {/* On a phone each row stacks its cells, so its actions are on screen, not off to
              the right of a table that scrolls. */}
          <table className="w-full text-sm max-md:block md:min-w-[56rem]">
            <thead className="text-slate-600 max-md:sr-only">
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Email
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Plan
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Calculations used
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Created
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((user) => (
                <UserRow key={user.id} user={user} adminId={adminId} />
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore pages={users} label="Load more" failure="We could not load more users." />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          User Management
        </h2>
        <div className="mt-4 grid max-w-md gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            Search users by email
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {users.isSuccess && !users.isPlaceholderData
            ? `${formatNumber(rows.length)} ${rows.length === 1 ? 'user' : 'users'} shown`
            : ''}
        </p>
        {body}
      </Card>
    </section>
  );
}
