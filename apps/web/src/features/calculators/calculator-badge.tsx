import { Badge } from '@/components/ui/badge';
import type { CalculatorBadge as CalculatorBadgeName } from './calculator-catalog';

/** A catalogue badge (Popular or New) in its colour. */
export function CalculatorBadge({ badge }: { badge: CalculatorBadgeName }) {
  return <Badge tone={badge === 'Popular' ? 'popular' : 'new'}>{badge}</Badge>;
}
