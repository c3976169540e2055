import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from './me-query-options';
import { useSession } from './use-session';

/**
 * Whether the signed-in user is an admin, as `GET /api/v1/me` says (the role is the server's,
 * never guessed in the browser): false while signed out and until the API has answered.
 */
export function useIsAdmin(): boolean {
  const session = useSession();
  const { data: me } = useQuery(meQueryOptions(session.user?.id));
  return session.status === 'signed-in' && me?.role === 'admin';
}
