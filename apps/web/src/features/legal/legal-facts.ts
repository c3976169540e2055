/** Facts the privacy policy, terms and disclaimer share (spec platform §1). */
export const legalFacts = {
  effectiveDate: 'June 23, 2025',
  /** Where people write about their data, refunds or anything else. */
  contactEmail: 'support@freedompath.app',
  refundWindowDays: 7,
  liabilityCapMonths: 12,
} as const;
