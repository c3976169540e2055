import type { OutboxResponse } from '@freedompath/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../../test/test-database.js';
import { outboxMessages } from '../../../../../infrastructure/database/schema/index.js';
import database from '../../../../../infrastructure/database/database-plugin.js';
import errorHandler from '../../../../../infrastructure/http/error-handler.js';
import devOutboxRoutes, { OUTBOX_PAGE_SIZE } from './index.js';

const testDatabase = await createTestDatabase();
// The plugins the route needs, assembled as buildApp does. Without the mailer nothing is sent
// behind the test's back: the test writes the outbox rows itself.
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(errorHandler);
await app.register(database, {
  url: testDatabase.env.DATABASE_URL,
  pgliteDir: testDatabase.env.PGLITE_DIR ?? 'memory://',
  statementTimeoutMs: 10_000,
  bootTimeoutMs: 10_000,
});
await app.register(devOutboxRoutes, { prefix: '/api/v1/dev/outbox' });
await app.ready();
afterAll(async () => {
  await app.close();
  await testDatabase.drop();
});

beforeEach(async () => {
  await app.database.db.delete(outboxMessages);
});

/** Writes an outbox row created `minutesAgo` minutes ago, as the mailer would have. */
async function write(
  minutesAgo: number,
  message: { recipient: string; subject: string; link?: string; sent?: boolean },
): Promise<void> {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await app.database.db.insert(outboxMessages).values({
    recipient: message.recipient,
    subject: message.subject,
    text: message.link === undefined ? 'Hello' : `Open ${message.link}`,
    link: message.link ?? null,
    createdAt,
    sentAt: message.sent ? new Date(createdAt.getTime() + 1_000) : null,
  });
}

async function outboxOf(to: string) {
  return app.inject({ method: 'GET', url: '/api/v1/dev/outbox', query: { to } });
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

describe('GET /api/v1/dev/outbox', () => {
  it("lists an address's messages newest first, sent or not, whatever the address's case", async () => {
    await write(3, {
      recipient: 'ann@example.com',
      subject: 'Confirm your e-mail address',
      link: 'http://localhost:5173/verify-email?token=first',
      sent: true,
    });
    await write(2, { recipient: 'bob@example.com', subject: 'For Bob' });
    await write(1, {
      recipient: 'ann@example.com',
      subject: 'Reset your password',
      link: 'http://localhost:5173/reset-password?token=second',
    });

    const response = await outboxOf('ANN@example.COM');
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<OutboxResponse>();
    expect(messages).toEqual([
      {
        id: expect.any(String) as string,
        to: 'ann@example.com',
        subject: 'Reset your password',
        text: 'Open http://localhost:5173/reset-password?token=second',
        link: 'http://localhost:5173/reset-password?token=second',
        createdAt: expect.stringMatching(ISO_TIME) as string,
        sentAt: null,
      },
      {
        id: expect.any(String) as string,
        to: 'ann@example.com',
        subject: 'Confirm your e-mail address',
        text: 'Open http://localhost:5173/verify-email?token=first',
        link: 'http://localhost:5173/verify-email?token=first',
        createdAt: expect.stringMatching(ISO_TIME) as string,
        sentAt: expect.stringMatching(ISO_TIME) as string,
      },
    ]);
    expect(Date.parse(messages[1]!.sentAt!) - Date.parse(messages[1]!.createdAt)).toBe(1_000);

    const bob = (await outboxOf('bob@example.com')).json<OutboxResponse>();
    expect(bob.messages.map(({ subject, link }) => [subject, link])).toEqual([['For Bob', null]]);
    expect((await outboxOf('nobody@example.com')).json()).toEqual({ messages: [] });
  });

  it(`lists at most the latest ${OUTBOX_PAGE_SIZE}`, async () => {
    for (let index = 1; index <= OUTBOX_PAGE_SIZE + 2; index += 1) {
      await write(100 - index, { recipient: 'ann@example.com', subject: `Message ${index}` });
    }
    const { messages } = (await outboxOf('ann@example.com')).json<OutboxResponse>();
    expect(messages.map(({ subject }) => subject)).toEqual(
      Array.from(
        { length: OUTBOX_PAGE_SIZE },
        (_, index) => `Message ${OUTBOX_PAGE_SIZE + 2 - index}`,
      ),
    );
  });

  it.each([
    ['an invalid address', '/api/v1/dev/outbox?to=not-an-address'],
    ['no address', '/api/v1/dev/outbox'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map(({ path }) => path)).toEqual(['querystring.to']);
  });

  it('answers 404 to a caller from another machine, as if it did not exist', async () => {
    await write(1, { recipient: 'ann@example.com', subject: 'Reset', link: 'http://x/?token=t' });
    for (const remoteAddress of ['192.0.2.7', '2001:db8::7']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/dev/outbox?to=ann@example.com',
        remoteAddress,
      });
      expect(response.statusCode, remoteAddress).toBe(404);
    }
    const local = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?to=ann@example.com',
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
  });
});
