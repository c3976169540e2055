/**
 * Messages of the engine's internal invariants. An invariant that fails is a bug in the
 * engine, never a user's mistake, so these are plain `Error`s, not `EngineError`s.
 */
export const INVARIANT = {
  negativeBalance: 'a balance went below zero',
  paymentsMismatch: 'total payments differ from starting balances plus interest',
  nonFinite: 'a computed amount is not finite',
} as const;

/**
 * Asserts an engine invariant; `message` is one of {@link INVARIANT}.
 *
 * @example assert(balance >= 0, INVARIANT.negativeBalance) // throws Error when balance < 0
 */
export function assert(
  condition: boolean,
  message: (typeof INVARIANT)[keyof typeof INVARIANT],
): asserts condition {
  if (!condition) throw new Error(`Engine invariant violated: ${message}`);
}
