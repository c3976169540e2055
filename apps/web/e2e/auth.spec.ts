import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { emailedLink, signUpAndSignIn, uniqueEmail } from './support/accounts';
import {
  expectAccessible,
  fillAffordability,
  freeCalculationsUsed,
  watchErrors,
} from './support/calculator-page';

/** What the API answers for a link that is spent, expired or unknown. */
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/** A toast by its title (Radix also repeats it in a live region for screen readers). */
function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

/**
 * Signs `email` up through the /auth form and checks what it says, which must be the same
 * whether or not the address already has an account.
 */
async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(page, 'Check your email to continue.')).toBeVisible();
  // The address goes to /check-email in navigation state, not in the URL.
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'If this address can be used for a new account, we sent it a verification link.',
  );
  await expect(main).toContainText(email);
  await expect(page.getByText(/Account created/i)).toHaveCount(0);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a visitor signs up, confirms the address with its password, resets the password and signs in with it', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const email = uniqueEmail('journey');
  const password = 'a quiet harbour at dawn';
  const newPassword = 'lanterns drifting over the river';
  const header = page.getByRole('banner');
  const myAccount = header.getByRole('link', { name: 'My Account' });
  const signInLink = header.getByRole('link', { name: 'Sign In' });

  await signUp(page, email, password);

  // The link proves the mailbox; the password typed proves which sign-up is the owner's.
  await page.goto(await emailedLink(request, email, 'signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole('main')).toContainText(email);
  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(passwordField).toBeFocused();
  await expectAccessible(page);
  await passwordField.fill('not the password I chose');
  await passwordField.press('Enter');
  // The browser logs the 401 the API answers; the link keeps working for another try.
  await expect(
    page.getByText(
      'That is not the password this address signed up with. Try again, or choose “Forgot password?” to set a new one.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(passwordField).toBeFocused();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(toast(page, 'Email confirmed successfully! You are now signed in.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  await expect(myAccount).toBeVisible();
  expect(errors).toEqual([expect.stringContaining('401')]);

  // A reload restores the session from the httpOnly cookie; no token is left in storage.
  await page.reload();
  await expect(myAccount).toBeVisible();
  await expect(signInLink).toHaveCount(0);
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
  );
  expect(stored).not.toMatch(/eyJ/);

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(signInLink).toBeVisible();
  await page.reload();
  await expect(signInLink).toBeVisible();

  // Signing up again with the address, which now has an account, reads just the same.
  await signUp(page, email, 'another password entirely');

  // Forgot password, through the screens.
  await signInLink.click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: fill the reset form's, once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `We sent password reset instructions to ${email}.`,
  );

  const resetLink = await emailedLink(request, email, 'recovery');
  await page.goto(resetLink);
  await expect(toast(page, 'Please set your new password below')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  await expect(myAccount).toBeVisible();
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(signInLink).toBeVisible();

  // The spent reset link says so as soon as it is opened, before any password is typed (the
  // browser logs the 400 of the check).
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_LINK);
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expectAccessible(page);
  await expect
    .poll(() => errors)
    .toEqual([expect.stringContaining('401'), expect.stringContaining('400')]);

  // The old password no longer works (the browser logs the 401 it answers); the new one does.
  await signIn(page, email, password);
  await expect(toast(page, 'Invalid email or password. Please try again.')).toBeVisible();
  await expect(signInLink).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  await expect(myAccount).toBeVisible();

  await myAccount.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page.getByText('Free Plan')).toBeVisible();
  expect(errors).toEqual([
    expect.stringContaining('401'),
    expect.stringContaining('400'),
    expect.stringContaining('401'),
  ]);
});

test('a free user who spent every calculation signs out, and the browser has none left either', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await signUpAndSignIn(page, request, uniqueEmail('spent'));
  await page.goto('/affordability-calculator');
  await fillAffordability(page);
  const calculate = page.getByRole('button', { name: 'Calculate Affordability' });
  for (let spent = 1; spent <= 5; spent += 1) {
    // The server counts a signed-in user's calculations; a click while one waits is ignored.
    const consumed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/quota/consume' && response.ok(),
    );
    await calculate.click();
    await consumed;
  }
  await expect(
    page.getByRole('button', { name: 'Upgrade to Calculate More Scenarios' }),
  ).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Your calculations' });
  await expect(status).toContainText('You have 0 calculations remaining');

  // Still none after a new page load: the count is kept in the browser.
  await page.goto('/affordability-calculator');
  await expect(page.getByRole('button', { name: 'Sign In or Upgrade to Continue' })).toBeVisible();
  expect(await freeCalculationsUsed(page)).toBe(5);
  expect(errors).toEqual([]);
});

test('the sign-in and password-reset pages pass axe and fit a 360 px screen', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  // With the messages of an empty submit at the fields, and focus on the first of them.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expectAccessible(page);
  expect(await fitsWidth()).toBe(true);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  expect(await fitsWidth()).toBe(true);
  expect(errors).toEqual([]);
});
