import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';
import type { ApiRequestOptions } from './api-request';
import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

type RequestOptions = Omit<ApiRequestOptions, 'accessToken'>;

export interface ApiClient {
  request<T>(path: string, options: RequestOptions, schema: ZodMiniType<T>): Promise<T>;
  request(path: string, options?: RequestOptions): Promise<void>;
}

/**
 * The API as the app's screens call it: {@link apiRequest} with the session's access token.
 * A 401 from anything but `/auth/*` means the token expired or was revoked: the client
 * refreshes once and sends the request again; a second 401 is the caller's to handle.
 */
export function createApiClient(session: Pick<SessionStore, 'accessToken' | 'refresh'>): ApiClient {
  async function request<T>(
    path: string,
    options: RequestOptions = {},
    schema?: ZodMiniType<T>,
  ): Promise<T | void> {
    const send = (accessToken: string | null) =>
      schema
        ? apiRequest(path, { ...options, accessToken }, schema)
        : apiRequest(path, { ...options, accessToken });
    const accessToken = session.accessToken();
    try {
      return await send(accessToken);
    } catch (error) {
      const expired =
        error instanceof ApiError &&
        error.status === 401 &&
        accessToken !== null &&
        !path.startsWith('/auth/');
      if (!expired) throw error;
      // Another call may have refreshed while this one was on its way.
      const current = session.accessToken();
      const fresh = current !== null && current !== accessToken ? current : await session.refresh();
      if (fresh === null) throw error;
      return send(fresh);
    }
  }
  return { request };
}

/** The app's API client, on the app's session. */
export const apiClient = createApiClient(sessionStore);
