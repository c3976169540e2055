import { describe, expect, it } from 'vitest';
import { PASSWORD, post, uniqueEmail } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { hashPassword } from '../../../../lib/passwords.js';

const { app } = await buildTestApp({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'production-test-secret-0123456789abcdef',
  APP_URL: 'https://freedompath.example',
  // Production needs Stripe settings; nothing here calls Stripe, so made-up ones do.
  STRIPE_SECRET_KEY: 'sk_test_production',
  STRIPE_WEBHOOK_SECRET: 'whsec_production',
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
});

describe('accounts in production', () => {
  it('mark the refresh cookie Secure', async () => {
    const email = uniqueEmail();
    const { db } = app.database;
    const passwordHash = await hashPassword(PASSWORD);
    const user = await app.users.create(db, { email, passwordHash }, new Date());
    await app.users.setPassword(db, user?.id ?? '', passwordHash, new Date(), { verify: true });
    const signin = await post(app, '/api/v1/auth/signin', { email, password: PASSWORD });
    expect(signin.statusCode).toBe(200);
    const cookie = signin.cookies.find((candidate) => candidate.name === 'fp_refresh');
    expect(cookie).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth',
    });
  });

  it('have no development outbox', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox?to=a@example.com',
    });
    expect(response.statusCode).toBe(404);
  });
});
