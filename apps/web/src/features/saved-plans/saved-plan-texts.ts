import { ApiError } from '@/lib/api-error';

/** What the saved-plan screens say; saving itself toasts the product's own text (kit notices). */
export const savedPlanTexts = {
  renamed: 'Plan renamed',
  deleted: 'Plan deleted',
  connectionError: 'Connection error. Please check your internet connection and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** Why a saved-plan request failed, in words: the API's message, or the connection's. */
export function savedPlanErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return savedPlanTexts.failed;
  if (error.kind === 'network') return savedPlanTexts.connectionError;
  return error.kind === 'http' ? error.message : savedPlanTexts.failed;
}
