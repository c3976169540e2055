import { CAREER_BREAK_MAX_MONTHS } from './constants.js';

/** Relative float drift that 360 subtractions can leave; far below a cent on any real balance. */
const DRIFT = 1e-12;

/**
 * Whole months a balance pays a fixed monthly draw: each month the draw is taken first (the
 * month's bills are paid up front), then what is left earns `monthlyRate`. Stops when the balance
 * can no longer pay a full month, or at 360 months (also returned when nothing is drawn or when
 * growth alone keeps up with the draw, i.e. "indefinitely").
 *
 * @param balance starting balance, $
 * @param monthlyRate growth per month as a fraction (0.01 means 1 %/month; may be negative)
 * @param monthlyDraw $/month taken from the balance
 * @example monthsSustainable(10_000, 0, 3000) // 3
 */
export function monthsSustainable(
  balance: number,
  monthlyRate: number,
  monthlyDraw: number,
): number {
  if (monthlyDraw <= 0) return CAREER_BREAK_MAX_MONTHS;
  let months = 0;
  let remaining = balance;
  const tolerance = DRIFT * Math.max(balance, monthlyDraw);
  while (months < CAREER_BREAK_MAX_MONTHS) {
    // Once a month's growth covers the next draw the balance never falls again.
    if (monthlyRate > 0 && remaining * monthlyRate >= monthlyDraw * (1 + monthlyRate)) {
      return CAREER_BREAK_MAX_MONTHS;
    }
    if (remaining + tolerance < monthlyDraw) break;
    remaining = (remaining - monthlyDraw) * (1 + monthlyRate);
    months += 1;
  }
  return months;
}
