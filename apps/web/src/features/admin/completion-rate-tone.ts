import type { BadgeTone } from '@/components/ui/badge';

/**
 * The badge of a completion rate (product: platform#admin-dashboard): over 70 % reads good
 * (default), over 40 % up to 70 % fair (secondary), 40 % or less poor (destructive).
 */
export function completionRateTone(rate: number): BadgeTone {
  if (rate > 70) return 'default';
  if (rate > 40) return 'secondary';
  return 'destructive';
}
