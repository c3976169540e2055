import { authSessionSchema } from '@freedompath/contracts';
import { toastStore } from '../../components/ui/toast-store';
import { apiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { authNotices } from './auth-notices';
import { errorMessage } from './error-message';
import type { CallbackParams } from './read-callback-params';
import { recoveryToken } from './recovery-token';

/** Where a handled link leaves the callback page. */
export type CallbackOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'verified' }
  | { kind: 'recovery'; withToken: boolean };

type LinkParams = Exclude<CallbackParams, { kind: 'none' }>;

async function handle(params: LinkParams): Promise<CallbackOutcome> {
  switch (params.kind) {
    case 'error':
      toastStore.show({ title: params.description, variant: 'error' });
      return { kind: 'failed', message: params.description };
    case 'recovery':
      if (!params.token) return { kind: 'recovery', withToken: false };
      recoveryToken.set(params.token);
      toastStore.show({ title: authNotices.setNewPassword });
      return { kind: 'recovery', withToken: true };
    case 'signup':
      try {
        const session = await apiClient.request(
          '/auth/verify-email',
          { body: { token: params.token } },
          authSessionSchema,
        );
        sessionStore.signIn(session);
        toastStore.show({ title: authNotices.emailConfirmed, variant: 'success' });
        return { kind: 'verified' };
      } catch (error) {
        const message = errorMessage(error, authNotices.authenticationError);
        toastStore.show({ title: message, variant: 'error' });
        return { kind: 'failed', message };
      }
  }
}

const outcomes = new WeakMap<LinkParams, Promise<CallbackOutcome>>();

/**
 * Handles one opened link once: its toast, its single-use token spent once, however often the
 * page's effect runs for it (React StrictMode runs effects twice). Every run gets the outcome.
 */
export function callbackOutcome(params: LinkParams): Promise<CallbackOutcome> {
  let outcome = outcomes.get(params);
  if (!outcome) {
    outcome = handle(params);
    outcomes.set(params, outcome);
  }
  return outcome;
}
