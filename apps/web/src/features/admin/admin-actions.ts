import { adminUserSchema, analyticsRefreshResponseSchema } from '@freedompath/contracts';
import type { AdminUser, AdminUserList, DisableUserBody } from '@freedompath/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-queries';
import { useForbiddenExit } from './use-forbidden-exit';

/** What an admin can do to another user's account (each answers the updated user). */
export type AdminUserAction =
  'grantComplimentary' | 'revokeComplimentary' | 'resetQuota' | 'disable' | 'enable';

const userActions: Record<
  AdminUserAction,
  { method: 'POST' | 'DELETE'; path: string; done: string }
> = {
  grantComplimentary: {
    method: 'POST',
    path: 'complimentary-access',
    done: 'Complimentary access granted',
  },
  revokeComplimentary: {
    method: 'DELETE',
    path: 'complimentary-access',
    done: 'Complimentary access revoked',
  },
  resetQuota: { method: 'POST', path: 'reset-quota', done: 'Quota reset' },
  disable: { method: 'POST', path: 'disable', done: 'Account disabled' },
  enable: { method: 'POST', path: 'enable', done: 'Account enabled' },
};

/**
 * `POST|DELETE /api/v1/admin/users/:id/<action>`; a disable may also cancel the user's monthly
 * subscription at the payment provider (`body`).
 */
export function runUserAction(
  action: AdminUserAction,
  userId: string,
  body?: DisableUserBody,
): Promise<AdminUser> {
  const { method, path } = userActions[action];
  return apiClient.request(
    `/admin/users/${encodeURIComponent(userId)}/${path}`,
    body === undefined ? { method } : { method, body },
    adminUserSchema,
  );
}

/** Puts the API's answer in place of the user's row in every loaded page of every search. */
function replaceUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<InfiniteData<AdminUserList, string | null>>(
    { queryKey: adminKeys.users },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          users: page.users.map((row) => (row.id === user.id ? user : row)),
        })),
      },
  );
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') return error.message;
  if (error instanceof ApiError && error.kind === 'network') {
    return 'Check your connection and try again.';
  }
  return 'Something went wrong. Please try again.';
}

/**
 * One row's actions: the call, a toast with the outcome and the row updated from the answer.
 * A user deleted meanwhile (404) makes the list load again.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  const exitIfForbidden = useForbiddenExit();
  return useMutation({
    mutationFn: ({
      action,
      user,
      body,
    }: {
      action: AdminUserAction;
      user: AdminUser;
      body?: DisableUserBody;
    }) => runUserAction(action, user.id, body),
    onSuccess: (updated, { action }) => {
      replaceUser(queryClient, updated);
      toastStore.show({
        title: userActions[action].done,
        description: updated.email,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (exitIfForbidden(error)) return;
      toastStore.show({
        title: 'Error updating user',
        description: failureText(error),
        variant: 'error',
      });
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      }
    },
  });
}

/**
 * Refresh Analytics (product: platform#admin-dashboard): recomputes the rollups, then loads the
 * dashboard and the users again. `refreshing` is true until both have been asked for again.
 */
export function useRefreshAnalytics() {
  const queryClient = useQueryClient();
  const exitIfForbidden = useForbiddenExit();
  const mutation = useMutation({
    mutationFn: () =>
      apiClient.request(
        '/admin/analytics/refresh',
        { method: 'POST', body: {} },
        analyticsRefreshResponseSchema,
      ),
    // The progress toast goes once the outcome's own toast is up.
    onMutate: () => toastStore.show({ title: 'Refreshing analytics...' }),
    onSettled: (_data, _error, _variables, progressToast) => {
      if (progressToast !== undefined) toastStore.dismiss(progressToast);
    },
    onSuccess: async () => {
      toastStore.show({
        title: 'Analytics refreshed',
        description: 'Dashboard data and historical analytics have been updated.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      // A warning, not an error: the toast already tells the admin, and nothing is broken.
      console.warn('Refreshing analytics failed', error);
      if (exitIfForbidden(error)) return;
      toastStore.show({
        title: 'Error refreshing analytics',
        description: 'Failed to refresh analytics data.',
        variant: 'error',
      });
    },
  });
  return { refresh: () => mutation.mutate(), refreshing: mutation.isPending };
}
