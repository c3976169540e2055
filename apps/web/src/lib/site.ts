/** Product-wide names and texts, kept in one place. */
export const site = {
  name: 'FreedomPath',
  tagline: 'Build your path to freedom',
  /** Free calculations for visitors and signed-in free users (spec platform §9). */
  freeCalculations: 5,
} as const;
