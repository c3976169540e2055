import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { emailedLink } from './support/accounts';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** A toast by its title (Radix also repeats it in a live region for screen readers). */
function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a visitor signs up, confirms the address, resets the password and signs in with it', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a quiet harbour at dawn';
  const newPassword = 'lanterns drifting over the river';
  const header = page.getByRole('banner');
  const myAccount = header.getByRole('link', { name: 'My Account' });
  const signInLink = header.getByRole('link', { name: 'Sign In' });

  // Sign up: the address goes to /check-email in navigation state, not in the URL.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    toast(page, 'Account created successfully! Check your email for confirmation link.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);

  // The verification link signs the visitor in.
  await page.goto(await emailedLink(request, email, 'signup'));
  await expect(toast(page, 'Email confirmed successfully! You are now signed in.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  await expect(myAccount).toBeVisible();

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

  // Forgot password, through the screens.
  await signInLink.click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `We sent password reset instructions to ${email}.`,
  );

  await page.goto(await emailedLink(request, email, 'recovery'));
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
  expect(errors).toEqual([]);

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
  expect(errors).toEqual([expect.stringContaining('401')]);
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
