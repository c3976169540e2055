import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PaymentSuccessScreen } from '../features/success/payment-success-screen';

/**
 * The payment provider (or the simulated checkout) returns with `?session_id=…`. The router
 * reads a value that looks like JSON as JSON, so an all-digit id arrives as a number. Built on
 * the first validation: the app shell loads every route's definition (see `defineSearchPlan`).
 */
const successSearchSchema = z.lazy(() =>
  z.object({
    session_id: z.catch(
      z.optional(
        z.pipe(
          z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
          z.string().check(z.minLength(1)),
        ),
      ),
      undefined,
    ),
  }),
);

export const Route = createFileRoute('/success')({
  validateSearch: successSearchSchema,
  component: function SuccessRoute() {
    return <PaymentSuccessScreen sessionId={Route.useSearch().session_id} />;
  },
});
