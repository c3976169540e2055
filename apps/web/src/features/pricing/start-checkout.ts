import { redirectUrlSchema } from '@freedompath/contracts';
import type { PlanId } from '@freedompath/contracts';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** The payment messages of product: platform#messages, verbatim. */
export const checkoutMessages = {
  noSession: 'No session found',
  failed: 'Failed to create payment link',
  noUrl: 'No payment URL received',
  /** What the toast says when there is no better message (no connection). */
  tryAgain: 'Failed to create payment link. Please try again.',
} as const;

/** Why checkout did not start; `message` is what the toast shows. */
export class CheckoutError extends Error {
  /** True when the visitor must sign in (again) before paying. */
  readonly signInRequired: boolean;

  constructor(
    message: string,
    { signInRequired = false, cause }: { signInRequired?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.name = 'CheckoutError';
    this.signInRequired = signInRequired;
  }
}

/** The answer, with `url` optional so that its absence has the product's own message. */
const checkoutAnswerSchema = z.partial(redirectUrlSchema);

/**
 * `POST /api/v1/billing/checkout {plan}`: the address of the checkout page for `plan` (Stripe
 * Checkout, or the API's simulated checkout without Stripe keys). The server picks the price.
 *
 * @throws CheckoutError with the message to show.
 */
export async function startCheckout(plan: PlanId): Promise<string> {
  if (sessionStore.accessToken() === null) {
    throw new CheckoutError(checkoutMessages.noSession, { signInRequired: true });
  }
  let url: string | undefined;
  try {
    ({ url } = await apiClient.request(
      '/billing/checkout',
      { body: { plan } },
      checkoutAnswerSchema,
    ));
  } catch (error) {
    if (!(error instanceof ApiError)) {
      throw new CheckoutError(checkoutMessages.tryAgain, { cause: error });
    }
    if (error.kind === 'http') {
      // The server's own words: signed out, a lifetime owner (409), a bad plan.
      throw new CheckoutError(error.message || checkoutMessages.tryAgain, {
        signInRequired: error.status === 401,
        cause: error,
      });
    }
    throw new CheckoutError(
      error.kind === 'invalid-response' ? checkoutMessages.failed : checkoutMessages.tryAgain,
      { cause: error },
    );
  }
  if (!url) throw new CheckoutError(checkoutMessages.noUrl);
  return url;
}
