import type { BadgeTone } from '@/components/ui/badge';
import { getCalculator } from '../calculators/calculator-catalog';
import type { CalculatorEntry, CalculatorId } from '../calculators/calculator-catalog';

/** The home carousel's labels: the catalogue's two, and Featured, which only the carousel uses. */
export type FeaturedBadge = 'Popular' | 'New' | 'Featured';

export const featuredBadgeTones: Record<FeaturedBadge, BadgeTone> = {
  Popular: 'popular',
  New: 'new',
  Featured: 'neutral',
};

export interface FeaturedTool {
  readonly calculator: CalculatorEntry;
  readonly badge?: FeaturedBadge;
  /** The capture of the calculator with results, by scripts/capture-previews.mjs. */
  readonly preview: string;
}

function featured(id: CalculatorId, badge?: FeaturedBadge): FeaturedTool {
  return { calculator: getCalculator(id), badge, preview: `/previews/${id}.jpg` };
}

/**
 * The five tools of the home page's carousel, in order, with their carousel labels
 * (product: platform#home-page).
 */
export const featuredTools: readonly FeaturedTool[] = [
  featured('career-break-calculator', 'Popular'),
  featured('compensation-calculator', 'New'),
  featured('part-time-calculator'),
  featured('runway-calculator', 'Featured'),
  featured('debt-paydown-calculator', 'New'),
];

/** The previews' size as captured, so the page reserves their room before they load. */
export const previewSize = { width: 960, height: 600 } as const;
