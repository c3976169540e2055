import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): a guess costs an
 * attacker memory as well as time, and a sign-in costs us a few milliseconds.
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The most common passwords of the breach corpora zxcvbn ships (about 18,000 of 8 characters
 * or more), lower-cased: the first guesses of any attacker, refused whatever their length.
 */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] ?? []).map((password) => password.toLowerCase()),
);

/**
 * One form per password: the same characters typed on another keyboard or system (composed or
 * decomposed accents, full-width digits) hash alike.
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** True for a password found among the most common ones (case ignored). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(normalise(password).toLowerCase());
}

/** An Argon2id hash in PHC form (`$argon2id$v=19$m=19456,t=2,p=1$…`), salted at random. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalise(password));
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password: checked when the e-mail is unknown, so a wrong address costs
 * the same time as a wrong password and response times do not reveal who has an account.
 */
let decoyHash: Promise<string> | undefined;
export function passwordDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
}
