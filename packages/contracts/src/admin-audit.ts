import { z } from 'zod/mini';
import { adminAuditActionSchema } from './admin.js';
import { isStorableText } from './storable-text.js';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
/** Loose on purpose: the filter matches stored addresses exactly, it does not vet new ones. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** True when `value` is a user id (a UUID) rather than an e-mail address. */
export function isAuditUserId(value: string): boolean {
  return UUID.test(value);
}

export const AUDIT_PERSON_MESSAGE = 'Give a user id or an e-mail address';

/** Who an audit filter names: an account's id or e-mail address, lower-cased. */
const personSchema = () =>
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254),
    z.refine(
      (value) => isStorableText(value) && (UUID.test(value) || EMAIL.test(value)),
      AUDIT_PERSON_MESSAGE,
    ),
  );

/**
 * `GET /api/v1/admin/audit`: newest first, optionally only one admin's entries (`actor`), one
 * account's (`target`) or one action's; all filters given must hold.
 */
export const adminAuditQuerySchema = /* @__PURE__ */ z.strictObject({
  actor: z.optional(personSchema()),
  target: z.optional(personSchema()),
  action: z.optional(adminAuditActionSchema),
  /** `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = /* @__PURE__ */ z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The admin's account; null once it is deleted (the e-mail stays). */
    actorId: z.nullable(z.uuid()),
    actorEmail: z.string(),
    action: adminAuditActionSchema,
    /** Null for an action on no account (a refresh) and once the account is deleted. */
    targetId: z.nullable(z.uuid()),
    /** Null when `targetId` is: a deleted account's address is not shown again. */
    targetEmail: z.nullable(z.string()),
    /** The action was on an account that has since been deleted. */
    targetDeleted: z.boolean(),
    /** What the action recorded, such as the quota rows a reset removed. */
    details: z.record(z.string(), z.unknown()),
  })
  .register(z.globalRegistry, { id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = /* @__PURE__ */ z
  .object({ entries: z.array(adminAuditEntrySchema), nextCursor: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'AdminAuditList' });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
