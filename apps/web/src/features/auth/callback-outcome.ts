import { linkStatusSchema } from '@freedompath/contracts';
import type { CheckLinkBody, LinkFlow } from '@freedompath/contracts';
import { toastStore } from '@/components/ui/toast-store';
import { apiClient } from '@/lib/api-client';
import { authNotices } from './auth-notices';
import { errorMessage } from './error-message';
import type { CallbackParams } from './read-callback-params';
import { recoveryToken } from './recovery-token';

/** Where a handled link leaves the callback page. */
export type CallbackOutcome =
  /** The link cannot be used; `newLink` is the kind of link the page offers to send again. */
  | { kind: 'failed'; message: string; newLink: LinkFlow | null }
  /** A sign-up link that still works: its password proves which sign-up is the owner's. */
  | { kind: 'confirm'; email: string; token: string }
  /** The address is confirmed and the visitor signed in. */
  | { kind: 'verified' }
  | { kind: 'recovery'; withToken: boolean };

type LinkParams = Exclude<CallbackParams, { kind: 'none' }>;

function failed(message: string, newLink: LinkFlow | null): CallbackOutcome {
  toastStore.show({ title: message, variant: 'error' });
  return { kind: 'failed', message, newLink };
}

/** The address a link was sent to, if the link still works; asking does not spend it. */
async function checkLink(token: string, flow: LinkFlow): Promise<string> {
  const body: CheckLinkBody = { token, flow };
  const { email } = await apiClient.request('/auth/check-link', { body }, linkStatusSchema);
  return email;
}

async function handle(params: LinkParams): Promise<CallbackOutcome> {
  switch (params.kind) {
    case 'error':
      return failed(params.description, null);
    case 'recovery':
      if (!params.token) return { kind: 'recovery', withToken: false };
      try {
        // Checked now, so a spent or expired link says so before a new password is typed.
        await checkLink(params.token, 'recovery');
      } catch (error) {
        return failed(errorMessage(error, authNotices.authenticationError), 'recovery');
      }
      recoveryToken.set(params.token);
      toastStore.show({ title: authNotices.setNewPassword });
      return { kind: 'recovery', withToken: true };
    case 'signup':
      try {
        const email = await checkLink(params.token, 'signup');
        return { kind: 'confirm', email, token: params.token };
      } catch (error) {
        return failed(errorMessage(error, authNotices.authenticationError), 'signup');
      }
  }
}

const outcomes = new WeakMap<LinkParams, Promise<CallbackOutcome>>();

/**
 * Handles one opened link once: its check, its toast, however often the page's effect runs
 * for it (React StrictMode runs effects twice). Every run gets the outcome.
 */
export function callbackOutcome(params: LinkParams): Promise<CallbackOutcome> {
  let outcome = outcomes.get(params);
  if (!outcome) {
    outcome = handle(params);
    outcomes.set(params, outcome);
  }
  return outcome;
}
