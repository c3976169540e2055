/** Product-wide names and texts, kept in one place. */
export const site = {
  name: 'FreedomPath',
  tagline: 'Build your path to freedom',
  /** Where people write to us: their data, refunds, a custom template, anything else. */
  supportEmail: 'support@freedompath.app',
} as const;
