import { anyErrorResponseSchema } from '@freedompath/contracts';
import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer …` when present. */
  accessToken?: string | null;
}

/** What every browser's "Failed to fetch" (Firefox and Safari word it differently) reads as. */
const NETWORK_FAILURE_MESSAGE = 'Failed to fetch';

const UNEXPECTED_RESPONSE_MESSAGE = 'Something went wrong. Please try again.';

function unexpectedResponse(status: number): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status,
    code: 'UNEXPECTED_RESPONSE',
    message: UNEXPECTED_RESPONSE_MESSAGE,
  });
}

function networkFailure(): ApiError {
  return new ApiError({
    kind: 'network',
    status: 0,
    code: 'NETWORK_ERROR',
    message: NETWORK_FAILURE_MESSAGE,
  });
}

/**
 * How long one request may take, answer body included. A hung request (a stalled proxy, a
 * sleeping radio) then ends as a network failure: the consume shows "Error recording
 * calculation", /success counts the attempt and asks again.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

async function send(path: string, { method, body, accessToken }: ApiRequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  // A controller and a timer rather than AbortSignal.timeout: the timer is cleared once the
  // answer is read, and it runs on the page's clock (fake timers in tests).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`/api/v1${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      // The refresh token travels in an httpOnly cookie scoped to /api/v1/auth.
      credentials: 'same-origin',
      signal: controller.signal,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch {
    throw networkFailure();
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One call to the API at `/api/v1{path}`, no more: JSON in and out, the error body turned into
 * an {@link ApiError}. With a `schema` it answers the parsed body (a body that does not match
 * is an `invalid-response` error); without one it answers nothing (204s, ignored bodies).
 *
 * @example await apiRequest('/auth/signin', { body: { email, password } }, authSessionSchema)
 */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions,
  schema: ZodMiniType<T>,
): Promise<T>;
export async function apiRequest(path: string, options?: ApiRequestOptions): Promise<void>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
  schema?: ZodMiniType<T>,
): Promise<T | undefined> {
  const { status, ok, text } = await send(path, options);
  const data = parseJson(text);
  if (!ok) {
    const error = anyErrorResponseSchema.safeParse(data);
    if (!error.success) throw unexpectedResponse(status);
    throw new ApiError({ kind: 'http', status, ...error.data });
  }
  if (!schema) return undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw unexpectedResponse(status);
  return parsed.data;
}
