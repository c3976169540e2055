import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with argon2id and a random salt, and verify', async () => {
    const first = await hashPassword('a long unusual passphrase');
    const second = await hashPassword('a long unusual passphrase');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'a long unusual passphrase')).toBe(true);
    expect(await verifyPassword(first, 'a long unusual passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('treat composed and decomposed accents as the same password', async () => {
    const composed = 'caf\u00e9 au lait, please';
    const decomposed = 'cafe\u0301 au lait, please';
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true);
  });

  it('know the most common passwords, whatever their case', () => {
    for (const password of ['password', 'PASSWORD1', '12345678', 'iloveyou123', 'qwertyuiop']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('a long unusual passphrase')).toBe(false);
  });
});
