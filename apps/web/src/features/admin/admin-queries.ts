import {
  adminAuditListSchema,
  adminDashboardSchema,
  adminUserListSchema,
} from '@freedompath/contracts';
import type { AdminAuditAction } from '@freedompath/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';

/** Users per page of User Management; "Load more" asks for the next page. */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** Entries per page of the Audit Log. */
export const ADMIN_AUDIT_PAGE_SIZE = 25;

/** The Audit Log's filters: an admin and an account by id or e-mail, and an action. */
export interface AuditFilters {
  actor: string;
  target: string;
  action: AdminAuditAction | '';
}

/** Keys of the admin queries; `adminKeys.all` covers every one of them (a refresh, a sign-out). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: ['admin', 'users'] as const,
  usersMatching: (search: string) => ['admin', 'users', search] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/** True when the API says the viewer is no admin (any more): the screen then leaves for `/`. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** One retry, and only for a lost connection or a gateway error; a 403 or 404 will not change. */
function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < 1 && error instanceof ApiError && error.retryable;
}

/**
 * `GET /api/v1/admin/dashboard`: today's cards, revenue and the chart series
 * (product: platform#admin-dashboard).
 */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: () => apiClient.request('/admin/dashboard', { method: 'GET' }, adminDashboardSchema),
    retry: retryTransient,
  });
}

/**
 * `GET /api/v1/admin/users`: newest first, those whose e-mail contains `search` (all when
 * empty), a page at a time; each page's `nextCursor` asks for the next.
 */
export function adminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.usersMatching(search),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
      if (search !== '') query.set('search', search);
      if (pageParam !== null) query.set('cursor', pageParam);
      return apiClient.request(`/admin/users?${query}`, { method: 'GET' }, adminUserListSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryTransient,
  });
}

/**
 * `GET /api/v1/admin/audit`: newest first, the entries every filter given matches (an empty
 * filter is left out), a page at a time.
 */
export function adminAuditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(ADMIN_AUDIT_PAGE_SIZE) });
      const { actor, target, action } = filters;
      if (actor !== '') query.set('actor', actor);
      if (target !== '') query.set('target', target);
      if (action !== '') query.set('action', action);
      if (pageParam !== null) query.set('cursor', pageParam);
      return apiClient.request(`/admin/audit?${query}`, { method: 'GET' }, adminAuditListSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryTransient,
  });
}
