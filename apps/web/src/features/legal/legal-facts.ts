import { site } from '@/lib/site';

/** Facts the privacy policy, terms and disclaimer share (product: platform#legal-pages). */
export const legalFacts = {
  effectiveDate: 'June 23, 2025',
  contactEmail: site.supportEmail,
  refundWindowDays: 7,
  liabilityCapMonths: 12,
} as const;
