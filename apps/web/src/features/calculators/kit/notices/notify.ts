import { toastStore } from '@/components/ui/toast-store';

/** The success notices of product: common#success-notices, verbatim. */
export const successNotices = {
  expenseAdded: 'Expense added successfully',
  expenseUpdated: 'Expense updated successfully',
  expenseRemoved: 'Expense removed successfully',
  calculationComplete: 'Calculation complete!',
  calculationsUpdated: 'Calculations updated!',
  calculationSucceeded: 'Success! Calculation completed successfully!',
  financialDataSaved: 'Financial data saved successfully!',
  paycheckDistributed: 'Paycheck distribution calculated!',
  prepaidCalculated: 'Prepaid expenses calculated successfully!',
  layoffCalculated: 'Layoff transition plan calculated successfully!',
  debtCalculated: 'Debt analysis calculated successfully!',
  destinationRemoved: 'Destination removed from itinerary',
  countryAdded: (country: string) => `${country} added to your itinerary`,
} as const;

/**
 * The message when the engine throws something other than its validation error
 * (product: common#quota-messages).
 */
export const calculationErrorNotice = {
  title: 'Calculation Error',
  description: 'Error performing calculation, please try again.',
} as const;

/** Shows a success toast: `notifySuccess(successNotices.expenseAdded)`. */
export function notifySuccess(title: string, description?: string): void {
  toastStore.show({ title, ...(description ? { description } : {}), variant: 'success' });
}

/** Shows an error toast with the product's text (`title` and an optional second sentence). */
export function notifyError(title: string, description?: string): void {
  toastStore.show({ title, ...(description ? { description } : {}), variant: 'error' });
}

/**
 * 'Calculation Error' / 'Error performing calculation, please try again.' for a calculation
 * that failed unexpectedly. The gate calls it; an `EngineError` is not unexpected (its issues
 * are shown at their fields instead).
 */
export function notifyCalculationError(): void {
  notifyError(calculationErrorNotice.title, calculationErrorNotice.description);
}
