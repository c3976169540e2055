import { planIdSchema } from '@freedompath/contracts';
import { z } from 'zod/mini';

/** The plan chosen with "Sign Up to Continue" on /pricing; anything else is dropped. */
const planField = () => z.catch(z.optional(planIdSchema), undefined);

/**
 * `/auth?mode=sign-up&plan=yearly`: the form to show first and the plan to check out once
 * signed in. Built on the first validation, like every route's search schema (ADR 028).
 */
export const authSearchSchema = z.lazy(() =>
  z.object({
    mode: z.catch(z.optional(z.enum(['sign-in', 'sign-up'])), undefined),
    plan: planField(),
  }),
);

/** `/check-email?plan=yearly`: the plan the confirmation leads on to. */
export const checkEmailSearchSchema = z.lazy(() => z.object({ plan: planField() }));
