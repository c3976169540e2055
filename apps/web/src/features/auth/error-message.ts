import { ApiError } from '@/lib/api-error';
import { authNotices } from './auth-notices';

/** What a failed account request tells the visitor when nothing more specific applies. */
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The text for a failed request (product: platform#messages): no connection gives the connection
 * error, an API error its own message, anything else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'network') return authNotices.connectionError;
  return error.kind === 'http' ? error.message : fallback;
}
