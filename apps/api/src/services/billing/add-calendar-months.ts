/**
 * `date` plus `months` calendar months (negative: minus), in UTC, keeping the time of day. A day
 * the target month lacks becomes its last day: 31 January + 1 month is 28 (or 29) February,
 * 29 February + 12 months is 28 February.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
