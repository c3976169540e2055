import { AFFORDABILITY_BAND_THRESHOLDS } from '@freedompath/engine/affordability';
import type { AffordabilityBandName } from '@freedompath/engine/affordability';

export interface AffordabilityBandStyle {
  /** The band in words, so the colour is never the only cue. */
  label: string;
  /** The score range in words, e.g. '60–79'. */
  range: string;
  /** What the band means for the purchase. */
  summary: string;
  /** The product's bar colour (product: affordability#formulas-and-constants), by name. */
  colour: 'green' | 'yellow' | 'orange' | 'red';
  /** The bar's fill. */
  barClassName: string;
  /** A tinted badge with dark text (AA contrast). */
  badgeClassName: string;
}

const { positive, moderate, caution } = AFFORDABILITY_BAND_THRESHOLDS;

/**
 * The colour and words of each band: the engine names the band, the screen colours it (ADR 014).
 * Green, yellow, orange and red at the product's cut-offs (80, 60, 40).
 */
export const affordabilityBands: Readonly<Record<AffordabilityBandName, AffordabilityBandStyle>> = {
  positive: {
    label: 'Positive',
    range: `${positive}–100`,
    summary: 'This purchase fits comfortably within your finances.',
    colour: 'green',
    barClassName: 'bg-emerald-600',
    badgeClassName: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  },
  moderate: {
    label: 'Moderate',
    range: `${moderate}–${positive - 1}`,
    summary: 'You can likely afford it, but it would put some strain on your finances.',
    colour: 'yellow',
    barClassName: 'bg-yellow-400',
    badgeClassName: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  },
  caution: {
    label: 'Caution',
    range: `${caution}–${moderate - 1}`,
    summary: 'Think twice: this purchase would stretch your finances.',
    colour: 'orange',
    barClassName: 'bg-orange-500',
    badgeClassName: 'bg-orange-100 text-orange-900 ring-orange-300',
  },
  negative: {
    label: 'Negative',
    range: `below ${caution}`,
    summary: 'This purchase looks out of reach for now.',
    colour: 'red',
    barClassName: 'bg-red-600',
    badgeClassName: 'bg-red-100 text-red-900 ring-red-300',
  },
};

/** The bands from best to worst, for the bar's legend. */
export const bandOrder: readonly AffordabilityBandName[] = [
  'positive',
  'moderate',
  'caution',
  'negative',
];
