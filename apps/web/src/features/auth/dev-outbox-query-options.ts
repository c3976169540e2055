import { outboxResponseSchema } from '@freedompath/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** How often the development mailbox is asked again until the message arrives. */
const POLL_MS = 1000;

/**
 * `GET /api/v1/dev/outbox?to=`: the e-mails the API sent `email`, newest first. The route
 * exists only when the API is not in production; it asks again each second until one arrives.
 */
export function devOutboxQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['dev-outbox', email],
    queryFn: () =>
      apiClient.request(
        `/dev/outbox?to=${encodeURIComponent(email)}`,
        { method: 'GET' },
        outboxResponseSchema,
      ),
    refetchInterval: (query) => (query.state.data?.messages.length ? false : POLL_MS),
    retry: false,
  });
}
