import type { ZodMiniType } from 'zod/mini';

/**
 * The first message a contracts schema gives for a value, or undefined when it passes: the
 * browser shows the same words the API would answer.
 *
 * @example fieldMessage(newPasswordSchema, 'short') // 'Password must be at least 8 characters'
 */
export function fieldMessage(schema: ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
