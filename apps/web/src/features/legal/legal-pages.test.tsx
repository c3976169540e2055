import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

async function openPage(path: string, title: string) {
  await renderApp(path);
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(`${title} — FreedomPath`));
  return main;
}

function h2s(main: HTMLElement): string[] {
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Privacy Policy', () => {
  it('states the effective date and explains data, cookies, sharing and deletion', async () => {
    const main = await openPage('/privacy', 'Privacy Policy');
    expect(main.textContent).toContain('June 23, 2025');
    expect(h2s(main)).toEqual([
      'In short',
      'Information we collect',
      'How we use your information',
      'Cookies and local storage',
      'Who we share it with',
      'Retention and deleting your data',
      'Security',
      'Your rights',
      'Children',
      'Changes to this policy',
      'Contact',
    ]);
    const collect = section('Information we collect').textContent;
    expect(collect).toMatch(/e-mail address/);
    expect(collect).toMatch(/hash of your password/);
    expect(collect).toMatch(/saved? (a )?plan/i);
    expect(collect).toMatch(/ledger/);
    expect(collect).toMatch(/Stripe/);
    expect(collect).toMatch(/page/);
    expect(collect).toMatch(/do not store your IP address/);
    const summary = section('In short').textContent;
    expect(summary).toMatch(/analytics are first-party/);
    expect(summary).toMatch(/no third-party analytics/);
    expect(summary).toMatch(/without your IP address/);

    const cookies = section('Cookies and local storage').textContent;
    expect(cookies).toMatch(/httpOnly/);
    expect(cookies).toContain('has_session');
    expect(cookies).toContain('free_calculations_used');
    expect(cookies).toMatch(/no third-party trackers/);
    expect(cookies).toMatch(/session_id in session storage: .*page views/);
    expect(cookies).toMatch(/session_id in local storage: .*calculation events/);

    expect(section('Retention and deleting your data').textContent).toMatch(
      /Analytics events .* are kept for 13 months/,
    );

    const deletion = section('Retention and deleting your data');
    expect(deletion.textContent).toContain('Delete account');
    expect(within(deletion).getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(
      within(section('Contact')).getByRole('link', { name: 'support@freedompath.app' }),
    ).toHaveProperty('href', 'mailto:support@freedompath.app');
  });
});

describe('Terms of Service', () => {
  it('states payments, the 7-day refund window and the 12-month liability cap', async () => {
    const main = await openPage('/terms', 'Terms of Service');
    expect(main.textContent).toContain('June 23, 2025');
    expect(h2s(main)).toEqual([
      'Acceptance of these terms',
      'The service',
      'Accounts',
      'Free calculations and paid plans',
      'Payments',
      'Refunds',
      'Acceptable use',
      'Intellectual property',
      'No warranties',
      'Limitation of liability',
      'Suspension and termination',
      'Changes to these terms',
      'Contact',
    ]);
    expect(section('Payments').textContent).toMatch(/Stripe/);
    const refunds = section('Refunds').textContent;
    expect(refunds).toMatch(/within 7 days of purchase/);
    expect(refunds).toMatch(/case by case/);
    expect(section('Limitation of liability').textContent).toMatch(
      /amount you paid us in the past 12 months/,
    );
    expect(section('Free calculations and paid plans').textContent).toMatch(/5 free calculations/);
  });
});

describe('Disclaimer', () => {
  it('has the eight sections of the product definition, in order', async () => {
    const main = await openPage('/disclaimer', 'Disclaimer');
    expect(main.textContent).toMatch(/not financial, investment, tax or legal advice/);
    expect(h2s(main)).toEqual([
      'Not professional advice',
      'Your responsibility',
      'No guarantees',
      'Limitation of liability',
      'Third-party content',
      'Limits of simulations',
      'Updates',
      'Contact',
    ]);
    expect(section('Updates').textContent).toContain('June 23, 2025');
    expect(section('Limitation of liability').textContent).toMatch(/past 12 months/);
    expect(
      within(section('Contact')).getByRole('link', { name: 'support@freedompath.app' }),
    ).toBeTruthy();
  });
});
