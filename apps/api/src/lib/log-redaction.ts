/**
 * Fields whose values are secrets wherever they appear in a log line: passwords, the access and
 * refresh tokens, the tokens of e-mailed links and the links themselves, and the headers that
 * carry the bearer token, the refresh cookie and Stripe's signature.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'link',
  'authorization',
  'cookie',
  '["set-cookie"]',
  '["stripe-signature"]',
] as const;

/**
 * pino's `redact` option. No line logs a secret today (the request serializer leaves headers
 * out); this keeps them out should one ever log a body or headers, at the top level or one
 * object down (`{ body: { password } }`, `{ headers: request.headers }`). Deeper wildcards would
 * cost several microseconds more on every line.
 */
export const LOG_REDACTION = {
  paths: SECRET_FIELDS.flatMap((field) =>
    field.startsWith('[') ? [field, `*${field}`] : [field, `*.${field}`],
  ),
  censor: '[redacted]',
};
