import { planIdSchema } from '@freedompath/contracts';
import { z } from 'zod/mini';

/**
 * `/pricing?checkout=yearly`: where signing in, or confirming a sign-up, that began with "Sign
 * Up to Continue" lands, to start that plan's checkout at once. Anything else is dropped. Built
 * on the first validation, like every route's search schema (ADR 028).
 */
export const pricingSearchSchema = z.lazy(() =>
  z.object({ checkout: z.catch(z.optional(planIdSchema), undefined) }),
);
