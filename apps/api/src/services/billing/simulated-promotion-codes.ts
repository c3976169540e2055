import { plans, type PlanId } from '@freedompath/contracts';

/** A promotion code of the simulated Stripe, as a Stripe coupon would be set up. */
interface SimulatedCoupon {
  /** Taken off the price, in cents, down to nothing; or `percentOff` of it. */
  amountOffCents?: number;
  percentOff?: number;
  /**
   * A code whose saving the plan's price already gives, from this list price: it takes nothing
   * more off, and the page shows the saving from the list price.
   */
  listPriceCents?: number;
  /** The plans it applies to (Stripe's coupon `applies_to`). */
  plans: readonly PlanId[];
}

/**
 * The promotion codes the simulated checkout accepts (ADR 041). BYR2025 is the code the Yearly
 * card advertises beside a struck-through $49 and "$24 off!": its $25 is that code's price, so
 * the checkout shows $24 off $49 and charges the $25 the card promised, not $1. TESTFREE is test
 * mode's own, to show a purchase with nothing to pay (Stripe's `no_payment_required`).
 */
const SIMULATED_PROMOTION_CODES: Readonly<Record<string, SimulatedCoupon>> = {
  BYR2025: { listPriceCents: 4900, plans: ['yearly'] },
  TESTFREE: { percentOff: 100, plans: ['yearly', 'lifetime'] },
};

/** The plan's price in cents, as the Stripe price of the plan would charge it. */
export function priceInCents(plan: PlanId): number {
  const found = plans.find((candidate) => candidate.id === plan);
  if (!found) throw new Error(`no price for plan ${plan}`);
  return found.price * 100;
}

/** A code as it is applied: its canonical spelling and what it takes off. */
export interface AppliedPromotionCode {
  code: string;
  discountCents: number;
  /** The price the saving is shown from, when it is above the plan's own. */
  listPriceCents?: number;
}

/**
 * The code `entered` (any case, spaces trimmed, as Stripe Checkout reads it) applied to `plan`,
 * or why not: an unknown code, or one that does not apply to the plan.
 */
export function applyPromotionCode(
  entered: string,
  plan: PlanId,
): AppliedPromotionCode | { refused: string } {
  const code = entered.trim().toUpperCase();
  const coupon = Object.hasOwn(SIMULATED_PROMOTION_CODES, code)
    ? SIMULATED_PROMOTION_CODES[code]
    : undefined;
  if (!coupon) return { refused: 'This code is invalid.' };
  if (!coupon.plans.includes(plan)) {
    return { refused: 'This code cannot be applied to this plan.' };
  }
  if (coupon.listPriceCents !== undefined) {
    return { code, discountCents: 0, listPriceCents: coupon.listPriceCents };
  }
  const price = priceInCents(plan);
  const off = coupon.amountOffCents ?? Math.round((price * (coupon.percentOff ?? 0)) / 100);
  return { code, discountCents: Math.min(price, off) };
}
