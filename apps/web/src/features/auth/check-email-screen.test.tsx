import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const link = 'http://localhost:5173/auth/callback?flow=signup&token=abc';

describe('CheckEmailScreen', () => {
  it('explains what to do, and offers Back to Sign In', async () => {
    const { requests } = stubApi({});
    await renderApp('/check-email');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    // The same words whether or not the address already has an account.
    expect(screen.getByText(/If this address can be used for a new account/)).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(/created/i);
    expect(screen.getByText(/spam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('resends the link to the address it was given, and shows the dev outbox’s link', async () => {
    let delivered = false;
    const { requests } = stubApi({
      'POST /auth/resend-verification': {
        status: 202,
        body: { message: 'If the address needs confirming, a new link is on its way.' },
      },
      'GET /dev/outbox': () => {
        const messages = delivered
          ? [
              {
                id: '0b6c2f4e-1d3a-4b5c-9e7f-8a9b0c1d2e3f',
                to: 'ann@example.com',
                subject: 'Confirm your FreedomPath account',
                text: `Open ${link}`,
                link,
                createdAt: '2026-01-02T03:04:05.000Z',
                sentAt: '2026-01-02T03:04:06.000Z',
              },
            ]
          : [];
        delivered = true;
        return { status: 200, body: { messages } };
      },
    });
    const { router, user } = await renderApp('/');
    await act(() => router.navigate({ to: '/check-email', state: { email: 'ann@example.com' } }));
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(screen.getByText('ann@example.com')).toBeTruthy();

    // The development mailbox asks again until the message is there.
    const open = await screen.findByRole('link', { name: 'Open the link from the e-mail' });
    expect(open.getAttribute('href')).toBe(link);
    expect(requests.find((request) => request.path === '/dev/outbox')?.query.get('to')).toBe(
      'ann@example.com',
    );

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('If the address needs confirming, a new link is on its way.'),
    ).toBeTruthy();
    expect(requests.find((request) => request.path === '/auth/resend-verification')?.body).toEqual({
      email: 'ann@example.com',
    });
  });
});
