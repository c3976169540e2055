import { planIdSchema } from '@freedompath/contracts';
import type { PlanId } from '@freedompath/contracts';
import { z } from 'zod/mini';

/** The local-storage key of the plan a visitor chose on /pricing before signing up. */
export const PENDING_CHECKOUT_KEY = 'checkout_after_sign_up';

/** As long as the confirmation link works (the API's verification links last 24 hours). */
export const PENDING_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const pendingSchema = z.object({
  plan: planIdSchema,
  email: z.string(),
  expiresAt: z.number(),
});
type Pending = z.infer<typeof pendingSchema>;

/** Only when storage refused the plan (private mode): it then survives within this tab. */
let memory: Pending | null = null;

function read(): Pending | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_CHECKOUT_KEY);
  } catch {
    return memory;
  }
  if (raw === null) return memory;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The plan chosen with "Sign Up to Continue", kept across the e-mail round trip: the
 * confirmation link opens in a new tab or after the browser was closed, where neither the
 * address nor navigation state survive. Local storage holds the plan and the address that
 * signed up (never a token); only that address's confirmation, within the link's lifetime,
 * takes it, so another sign-up in the same browser is not sent to checkout.
 */
export const pendingCheckout = {
  remember(plan: PlanId, email: string, now = Date.now()): void {
    const pending: Pending = { plan, email, expiresAt: now + PENDING_CHECKOUT_TTL_MS };
    try {
      localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
      memory = null;
    } catch {
      // Storage refused: a copy in memory serves a confirmation in this tab.
      memory = pending;
    }
  },

  /** The plan `email` chose, once: it is forgotten as it is taken (and when expired). */
  take(email: string, now = Date.now()): PlanId | null {
    const pending = read();
    if (pending === null || !sameAddress(pending.email, email)) return null;
    pendingCheckout.forget();
    return pending.expiresAt > now ? pending.plan : null;
  },

  forget(): void {
    memory = null;
    try {
      localStorage.removeItem(PENDING_CHECKOUT_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
