const PREFIX = 'saved-plan=';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The address hash that opens a saved plan with its saved results (ADR 043): the search params
 * hold the plan's inputs, as a shared link does, and the hash names the plan. A hash never
 * reaches the server, so the prerendered page is the same with or without it.
 */
export function openedPlanHash(planId: string): string {
  return `${PREFIX}${planId}`;
}

/** The saved plan an address hash names (without its `#`), if it names one. */
export function openedPlanIdOf(hash: string): string | undefined {
  const id = hash.replace(/^#/, '');
  if (!id.startsWith(PREFIX)) return undefined;
  const planId = id.slice(PREFIX.length);
  return UUID.test(planId) ? planId : undefined;
}
