import type { PaymentFrequency } from '@freedompath/engine/prepaid';

/** How each frequency reads in the form's choice and the tables. */
export const frequencyLabels: Record<PaymentFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
  'one-time': 'One-time',
};

/** Each frequency as a category of the breakdown. */
export const categoryLabels: Record<PaymentFrequency, string> = {
  monthly: 'Monthly bills',
  quarterly: 'Quarterly bills',
  annually: 'Annual bills',
  'one-time': 'One-time costs',
};
