import { calculators, plans } from '@freedompath/contracts';
import type { AdminUser } from '@freedompath/contracts';
import { MISSING } from '@/lib/format';

const calculatorTitles = new Map<string, string>(calculators.map(({ id, title }) => [id, title]));
const planNames = new Map<string, string>(plans.map(({ id, name }) => [id, name]));

/** A calculator as the registry titles it ("Runway Calculator"); an unknown id as it is. */
export function calculatorTitle(calculatorType: string): string {
  return calculatorTitles.get(calculatorType) ?? calculatorType;
}

/** A user's plan as the pricing page names it, or Free. */
export function planName(plan: AdminUser['plan']): string {
  return planNames.get(plan) ?? 'Free';
}

/**
 * A duration in whole seconds as people read it: `45s`, `2m 05s`, `1h 02m 05s`.
 *
 * @example formatDuration(125) // '2m 05s'
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return MISSING;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(rest)}s`;
  if (minutes > 0) return `${minutes}m ${pad(rest)}s`;
  return `${rest}s`;
}

// The dashboard's days are UTC dates (ADR 029), so they read the same in every time zone.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A chart's day label: `2026-01-05` → 'Jan 5'. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A UTC day or a timestamp's UTC day: 'Jan 5, 2026'. */
export function formatDate(dateOrTimestamp: string): string {
  const date = dateOrTimestamp.length === 10 ? `${dateOrTimestamp}T00:00:00Z` : dateOrTimestamp;
  return dateFormat.format(new Date(date));
}

/** A moment in the admin's own time zone: 'Jan 5, 2026, 9:41 AM'. */
export function formatMoment(timestamp: string): string {
  return timeFormat.format(new Date(timestamp));
}
