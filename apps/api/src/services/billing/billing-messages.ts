/** What the billing endpoints say when they refuse; the codes beside them are stable. */
export const BILLING_MESSAGES = {
  /** 409 LIFETIME_OWNED */
  lifetimeOwned: 'You already have lifetime access: there is nothing more to buy.',
  /** 409 SUBSCRIPTION_ACTIVE */
  subscriptionActive:
    'You already have a monthly subscription. Manage or cancel it from your account page.',
  /** 409 YEARLY_ACTIVE */
  yearlyActive:
    'Your year of access is still running. Add another year or upgrade to lifetime instead.',
  /** 404 NO_BILLING_ACCOUNT */
  noBillingAccount: 'You have no billing account yet: it is created with your first purchase.',
  /** 409 NOTHING_TO_CANCEL */
  nothingToCancel: 'You have no renewing subscription to cancel.',
  /** 502 PAYMENT_PROVIDER_ERROR */
  providerError: 'The payment provider did not answer as expected. Please try again in a minute.',
  /** 400 INVALID_SIGNATURE */
  invalidSignature: 'The Stripe-Signature header does not match this body.',
  /** 400 INVALID_EVENT */
  invalidEvent: 'The body is signed but is not a Stripe event.',
  /** 404 STRIPE_NOT_CONFIGURED */
  stripeNotConfigured: 'Stripe is not configured on this server.',
  /** 404 CHECKOUT_NOT_FOUND */
  checkoutNotFound: 'This test checkout does not exist or has expired. Start again from Pricing.',
  /** 403 CHECKOUT_NOT_YOURS */
  checkoutNotYours:
    'This test checkout was started in another browser or by another account. Start again from Pricing.',
  /** 409 CHECKOUT_CLOSED */
  checkoutClosed: 'This test checkout was already used. Start again from Pricing.',
} as const;
