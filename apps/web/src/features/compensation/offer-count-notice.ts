import type { ValidationIssue } from '@freedompath/engine';
import { COMPENSATION_MESSAGES as M } from '@freedompath/engine/compensation';
import { notifyError } from '../calculators/kit/notices/notify';

/** The product: compensation#messages notices about the number of offers, title first. */
export const offerCountNotices = {
  max: { title: M.maxOffersTitle, description: M.maxOffers },
  min: { title: M.minOffersTitle, description: M.minOffers },
} as const;

/** Shows 'Maximum Offers Reached' or 'Minimum Required' (title and description). */
export function notifyOfferCount(limit: keyof typeof offerCountNotices): void {
  notifyError(offerCountNotices[limit].title, offerCountNotices[limit].description);
}

/**
 * Shows the notice for the engine's issue about the whole list of offers (path `offers`), if
 * there is one: its messages are the descriptions of the product's two notices.
 */
export function notifyOfferListIssue(issues: readonly ValidationIssue[]): void {
  const issue = issues.find((candidate) => candidate.path === 'offers');
  if (issue?.message === M.maxOffers) notifyOfferCount('max');
  else if (issue?.message === M.minOffers) notifyOfferCount('min');
}
