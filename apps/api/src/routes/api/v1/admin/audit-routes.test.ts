import type { AdminAuditEntry, AdminAuditList } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  post,
  signUpVerified,
  testClock,
  uniqueEmail,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';

const ADMIN_EMAIL = 'auditor@example.com';
const clock = testClock(new Date('2025-07-15T12:00:00.000Z'));
const { app } = await buildTestApp({ ADMIN_EMAIL }, { clock });
const admin = await signUpVerified(app, ADMIN_EMAIL);
const adminToken = admin.session.accessToken;
const adminId = admin.session.user.id;

function audit(query = '', token = adminToken) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/admin/audit${query}`,
    headers: token ? bearer(token) : {},
  });
}

async function entries(query = ''): Promise<AdminAuditList> {
  const response = await audit(query);
  expect(response.statusCode).toBe(200);
  return response.json<AdminAuditList>();
}

async function act(userId: string, path: string, method: 'POST' | 'DELETE' = 'POST') {
  const response = await app.inject({
    method,
    url: `/api/v1/admin/users/${userId}/${path}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  clock.advance(1_000);
}

// Two users, five actions a second apart, then a refresh: six entries, newest last here.
const ann = await signUpVerified(app, uniqueEmail('ann'));
const bob = await signUpVerified(app, uniqueEmail('bob'));
await act(ann.session.user.id, 'complimentary-access');
await act(ann.session.user.id, 'reset-quota');
await act(bob.session.user.id, 'disable');
await act(bob.session.user.id, 'enable');
await act(ann.session.user.id, 'complimentary-access', 'DELETE');
expect(
  (await post(app, '/api/v1/admin/analytics/refresh', {}, bearer(adminToken))).statusCode,
).toBe(200);

describe('GET /api/v1/admin/audit', () => {
  it('lists every entry newest first: when, who, what, to whom and the details', async () => {
    const { entries: all, nextCursor } = await entries();
    expect(nextCursor).toBeNull();
    expect(all.map(({ action }) => action)).toEqual([
      'refresh_analytics',
      'revoke_complimentary_access',
      'enable_account',
      'disable_account',
      'reset_quota',
      'grant_complimentary_access',
    ]);
    expect(
      all.every(({ actorId, actorEmail }) => actorId === adminId && actorEmail === ADMIN_EMAIL),
    ).toBe(true);
    expect(all[4]).toMatchObject<Partial<AdminAuditEntry>>({
      createdAt: '2025-07-15T12:00:01.000Z',
      targetId: ann.session.user.id,
      targetEmail: ann.email,
      targetDeleted: false,
      details: { removed: 0 },
    });
    // A refresh is about no account.
    expect(all[0]).toMatchObject({ targetId: null, targetEmail: null, targetDeleted: false });
    expect(all[0]?.details).toMatchObject({ full: false });
  });

  it('pages with an opaque cursor, each entry once, entries of one instant included', async () => {
    // Three more entries at the very same instant: the id orders them.
    const carol = await signUpVerified(app, uniqueEmail('carol'));
    for (const path of ['reset-quota', 'reset-quota', 'reset-quota']) {
      await app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${carol.session.user.id}/${path}`,
        headers: bearer(adminToken),
      });
    }
    const { entries: all } = await entries();
    expect(all).toHaveLength(9);

    const seen: AdminAuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminAuditList = await entries(
        `?limit=2${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(5);
    expect(seen).toEqual(all);
  });

  it('filters by action, by actor and by target, by id or e-mail, all at once', async () => {
    const resets = await entries('?action=reset_quota');
    expect(resets.entries.length).toBeGreaterThan(0);
    expect(resets.entries.every(({ action }) => action === 'reset_quota')).toBe(true);

    const byActorId = await entries(`?actor=${adminId}`);
    const byActorEmail = await entries(`?actor=${encodeURIComponent(ADMIN_EMAIL.toUpperCase())}`);
    expect(byActorId.entries.length).toBeGreaterThan(0);
    expect(byActorEmail).toEqual(byActorId);
    expect((await entries(`?actor=${encodeURIComponent('someone@example.com')}`)).entries).toEqual(
      [],
    );

    const bobs = await entries(`?target=${bob.session.user.id}`);
    expect(bobs.entries.map(({ action }) => action)).toEqual(['enable_account', 'disable_account']);
    expect(await entries(`?target=${encodeURIComponent(bob.email)}`)).toEqual(bobs);

    const both = await entries(
      `?target=${encodeURIComponent(ann.email)}&action=grant_complimentary_access&actor=${adminId}`,
    );
    expect(both.entries.map(({ action, targetId }) => [action, targetId])).toEqual([
      ['grant_complimentary_access', ann.session.user.id],
    ]);
  });

  it('shows a deleted account as deleted, without its address, and still finds its entries', async () => {
    const dora = await signUpVerified(app, uniqueEmail('dora'));
    await act(dora.session.user.id, 'reset-quota');
    await app.users.delete(app.database.db, dora.session.user.id);

    const { entries: doras } = await entries(`?target=${encodeURIComponent(dora.email)}`);
    expect(doras).toHaveLength(1);
    expect(doras[0]).toMatchObject({
      action: 'reset_quota',
      targetId: null,
      targetEmail: null,
      targetDeleted: true,
    });
  });

  it.each([
    ['an unknown action', '?action=delete_everything', 'VALIDATION_FAILED'],
    ['an actor that is neither id nor address', '?actor=nobody', 'VALIDATION_FAILED'],
    ['a target that is neither id nor address', '?target=12345', 'VALIDATION_FAILED'],
    ['NUL in a filter', '?target=a%00@example.com', 'VALIDATION_FAILED'],
    ['an unknown parameter', '?search=ann', 'VALIDATION_FAILED'],
    ['a page size of 0', '?limit=0', 'VALIDATION_FAILED'],
    ['a made-up cursor', '?cursor=not-a-cursor', 'INVALID_CURSOR'],
  ])('answers 400 to %s', async (_, query, code) => {
    const response = await audit(query);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe(code);
  });

  it('is the admin’s only: 401 signed out, 403 to another user', async () => {
    const anonymous = await audit('', '');
    expect(anonymous.statusCode).toBe(401);
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    const user = await audit('', ann.session.accessToken);
    expect(user.statusCode).toBe(403);
    expect(errorCode(user)).toBe('FORBIDDEN');
  });
});
