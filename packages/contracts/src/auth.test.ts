import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signupBodySchema } from './auth.js';
import { AUTH_MESSAGES, emailSchema, newPasswordSchema } from './credentials.js';

describe('account schemas', () => {
  it('normalises an e-mail address to one account', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('refuses malformed addresses and look-alikes in other scripts', () => {
    for (const value of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'аnn@example.com']) {
      expect(emailSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('counts password length in characters: 8 to 128, any script', () => {
    expect(newPasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(newPasswordSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordTooLong,
    );
    expect(newPasswordSchema.safeParse('🔑🔑🔑🔑🔑🔑🔑🔑').success).toBe(true);
    expect(newPasswordSchema.safeParse('пароль12').success).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 0, maxLength: 140 }), (value) => {
        const length = [...value].length;
        expect(newPasswordSchema.safeParse(value).success).toBe(length >= 8 && length <= 128);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses unknown fields such as role', () => {
    const result = signupBodySchema.safeParse({
      email: 'a@example.com',
      password: 'long enough',
      role: 'admin',
    });
    expect(result.success).toBe(false);
  });
});
