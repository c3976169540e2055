import { formatDate, todayIso } from '@/lib/local-date';

/** When a plan was saved, as the visitor's calendar day in words: 'Mar 1, 2026'. */
export function formatSavedDate(isoDateTime: string): string {
  return formatDate(todayIso(new Date(isoDateTime)));
}
