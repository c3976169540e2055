export { emailTokenPurposes, emailTokens } from './email-tokens.js';
export type { EmailTokenPurpose } from './email-tokens.js';
export { outboxMessages } from './outbox-messages.js';
export { refreshTokens } from './refresh-tokens.js';
export { users } from './users.js';
