/**
 * Leaving the app for another site (Stripe Checkout, the billing portal, the API's simulated
 * checkout). One object, so tests can replace `assign` (jsdom cannot navigate).
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
