import type { Entitlements } from '@freedompath/contracts';

/** The line for calculations left (product: platform#free-limit) (singular for 1). */
export function remainingText(remaining: number): string {
  return `You have ${remaining} calculation${remaining === 1 ? '' : 's'} remaining`;
}

/**
 * The unlimited line (product: platform#free-limit) says "with your subscription": true of a
 * monthly plan only. A yearly or lifetime purchase, complimentary access and the admin are named as
 * what they are.
 */
export function unlimitedText(entitlements: Entitlements | undefined): string {
  if (entitlements?.admin) return 'You have unlimited calculations as the admin';
  switch (entitlements?.plan) {
    case 'yearly':
      return 'You have unlimited calculations with your Yearly plan';
    case 'lifetime':
      return 'You have unlimited calculations with your Lifetime plan';
    case 'free':
      return 'You have unlimited calculations with complimentary access';
    default:
      return 'You have unlimited calculations with your subscription';
  }
}
