// Built from `crypto.getRandomValues` rather than taken from `crypto.randomUUID`, which browsers
// offer only on HTTPS and localhost.

function randomBytes(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(16));
}

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 128 random bits in hex (32 characters): an idempotency key. */
export function randomHex(): string {
  return hexOf(randomBytes());
}

/** A random (version 4) UUID: an analytics event or session id. */
export function randomUuid(): string {
  const bytes = randomBytes();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = hexOf(bytes);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
