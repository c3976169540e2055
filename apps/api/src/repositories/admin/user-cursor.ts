import { ADMIN_ERROR_CODES, API_ERRORS } from '@freedompath/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

export const USER_CURSOR_MESSAGE = API_ERRORS.INVALID_CURSOR.message;

/**
 * Where a page of a newest-first list (users, audit entries) stopped: the last row's creation
 * time and id.
 */
export interface UserCursor {
  /** ISO 8601 in UTC with the database's microseconds, so no row falls between two pages. */
  createdAt: string;
  id: string;
}

/** PostgreSQL has no year 0, which the ISO format allows. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const cursorSchema = z.tuple([
  z.iso.datetime().refine((text) => Date.parse(text) >= EARLIEST),
  z.uuid(),
]);

/** The opaque `nextCursor` of the admin's lists: base64url JSON of `[createdAt, id]`. */
export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/**
 * Reads a cursor `encodeUserCursor` made.
 *
 * @throws AppError 400 INVALID_CURSOR for anything else
 */
export function decodeUserCursor(text: string): UserCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new AppError(400, ADMIN_ERROR_CODES.invalidCursor, USER_CURSOR_MESSAGE, [
      { path: 'querystring.cursor', message: USER_CURSOR_MESSAGE },
    ]);
  }
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}
