import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: far past guessing, and past the 128 bits the e-mailed links need. */
const TOKEN_BYTES = 32;

/** A new random token for a link or a refresh cookie, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex. A stolen table gives no usable token,
 * and the tokens are random enough that no salt or slow hash is needed.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
