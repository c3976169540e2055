import { redirectUrlSchema } from '@freedompath/contracts';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { externalNavigation } from '@/lib/external-navigation';

/** The product definition has no words for a portal that would not open; these follow its payment ones. */
export const PORTAL_FAILED_MESSAGE = 'Failed to open the billing portal. Please try again.';

/**
 * `POST /api/v1/billing/portal`, then leaves for the billing portal it answers.
 *
 * @throws Error whose message is the server's, or {@link PORTAL_FAILED_MESSAGE}.
 */
export async function openBillingPortal(): Promise<void> {
  try {
    const { url } = await apiClient.request('/billing/portal', { body: {} }, redirectUrlSchema);
    externalNavigation.assign(url);
  } catch (error) {
    const message =
      error instanceof ApiError && error.kind === 'http' && error.message
        ? error.message
        : PORTAL_FAILED_MESSAGE;
    throw new Error(message, { cause: error });
  }
}
