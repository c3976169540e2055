import { describe, expect, it } from 'vitest';
import { post, signUpVerified, uniqueEmail } from '../../../../../test/accounts.js';
import { buildAppOn, buildTestApp } from '../../../../../test/build-test-app.js';

// "Forgot password?" must not tell who has an account: not by its answer (index.test.ts), its
// e-mails (one either way), nor its time. The rate limits are lifted (TEST_ENV), the e-mail one
// included, so every request does all its work.

const ADDRESSES = 6;
const PAIRS = 200;
/**
 * The most the paths may differ: the median over pairs of (with an account − without), as a
 * share of the median request. Its noise on a busy 2-core machine is about 4 % (its standard
 * error over 200 pairs), so 20 % is five of those; the paths as they were (a lookup, then a token
 * and an e-mail for accounts only) differed by 100 % on an idle machine and 50 % on a busy one.
 */
const MAX_RELATIVE_GAP = 0.2;

const { app, database } = await buildTestApp();

function median(sample: number[]): number {
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
}

async function timedForgot(email: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await post(app, '/api/v1/auth/forgot-password', { email });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode).toBe(202);
  return elapsed;
}

describe('forgot-password', () => {
  it('runs the same statements for an address with an account and one without', async () => {
    const statements: string[] = [];
    // Its own database opened with its own log, which writes each statement at trace level.
    const traced = await buildAppOn(
      database,
      { LOG_LEVEL: 'trace' },
      {
        database: undefined,
        logStream: {
          write: (line) => {
            const { msg, sql } = JSON.parse(line) as { msg?: string; sql?: string };
            if (msg === 'sql' && sql !== undefined) statements.push(sql);
          },
        },
      },
    );
    try {
      const { email: known } = await signUpVerified(traced);
      const statementsOf = async (email: string) => {
        await traced.mailer.deliverDue();
        statements.length = 0;
        await post(traced, '/api/v1/auth/forgot-password', { email });
        // The outbox sender (its statements all update outbox_messages) runs after the answer,
        // for both alike, and may begin before the answer is out.
        return statements.filter((sql) => !sql.startsWith('update "outbox_messages"'));
      };
      const account = await statementsOf(known);
      const none = await statementsOf(uniqueEmail('nobody'));
      expect(account.length).toBeGreaterThan(0);
      expect(none).toEqual(account);
    } finally {
      await traced.close();
    }
  });

  it('takes as long for an address with an account as for one without', async () => {
    const known = [];
    for (let index = 0; index < ADDRESSES; index += 1) {
      known.push((await signUpVerified(app)).email);
    }
    // As many addresses on each side, each asked as often: the per-address rate-limit counters
    // do the same work for both.
    const unknown = known.map(() => uniqueEmail('nobody'));
    for (const email of [...known, ...unknown]) await timedForgot(email);

    // Each pair runs back to back, so a burst of load elsewhere slows both of its requests.
    const gaps: number[] = [];
    const times: number[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const knownEmail = known[pair % ADDRESSES] ?? '';
      const unknownEmail = unknown[pair % ADDRESSES] ?? '';
      // Alternate which goes first, so whatever one request leaves behind slows both alike.
      let withAccount: number;
      let without: number;
      if (pair % 2 === 0) {
        withAccount = await timedForgot(knownEmail);
        without = await timedForgot(unknownEmail);
      } else {
        without = await timedForgot(unknownEmail);
        withAccount = await timedForgot(knownEmail);
      }
      gaps.push(withAccount - without);
      times.push(withAccount, without);
    }
    const gap = median(gaps) / median(times);
    expect(
      Math.abs(gap),
      `median gap ${median(gaps).toFixed(2)} ms over a median request of ${median(times).toFixed(2)} ms`,
    ).toBeLessThan(MAX_RELATIVE_GAP);
  });
});
