import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { emailedLink, signUpAndSignIn, uniqueEmail } from './support/accounts';
import { expectAccessible, watchErrors } from './support/calculator-page';

/** A toast by its title (Radix also repeats it in a live region for screen readers). */
function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

/** "August 1, 2026", as the screens write a date. */
const LONG_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4}/;

/**
 * On the API's simulated checkout (the e2e server has no Stripe keys) for `planName`: pays,
 * and waits for /success to confirm the purchase and go home.
 */
async function payOnSimulatedCheckout(page: Page, planName: string, price: string) {
  await expect(page).toHaveURL(/\/api\/v1\/billing\/simulated-checkout\/cs_sim_/);
  await expect(page.getByRole('heading', { name: `FreedomPath ${planName}` })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price} (test)` }).click();
  await expect(toast(page, 'Payment successful! Welcome aboard!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
}

/** A new account, signed in, with a monthly subscription bought on the simulated checkout. */
async function aMonthlySubscriber(page: Page, request: APIRequestContext, label: string) {
  const account = await signUpAndSignIn(page, request, uniqueEmail(label));
  await page.goto('/pricing');
  await page
    .getByRole('listitem', { name: 'Monthly' })
    .getByRole('button', { name: 'Choose Monthly' })
    .click();
  await payOnSimulatedCheckout(page, 'Monthly', '$5');
  await expect(
    page.getByText('You have unlimited calculations with your subscription', { exact: true }),
  ).toBeVisible();
  return account;
}

test('Sign Up to Continue keeps the plan through sign-up and confirmation, into its checkout', async ({
  page,
  context,
  request,
}) => {
  const { errors } = watchErrors(page);
  const email = uniqueEmail('continue');
  const password = 'a quiet harbour at dawn';

  await page.goto('/pricing');
  await page
    .getByRole('listitem', { name: 'Yearly' })
    .getByRole('link', { name: 'Sign Up to Continue' })
    .click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up&plan=yearly$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(
    page.getByText(
      'Once you confirm your email in this browser, you go on to checkout for the Yearly plan.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/check-email\?plan=yearly$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'once you confirm your email, you go on to checkout for the Yearly plan.',
  );
  await expectAccessible(page);

  // The link opens in a new tab, as a mail client would open it: nothing of the first tab's
  // page state is there, only what this browser kept.
  const mailTab = await context.newPage();
  const mailErrors = watchErrors(mailTab).errors;
  await mailTab.goto(await emailedLink(request, email, 'signup'));
  await expect(
    mailTab.getByRole('heading', { level: 1, name: 'Confirm your email' }),
  ).toBeVisible();
  await mailTab.getByLabel('Password', { exact: true }).fill(password);
  await mailTab.getByRole('button', { name: 'Confirm Email' }).click();

  // Straight into the Yearly checkout, then paid and unlimited.
  await payOnSimulatedCheckout(mailTab, 'Yearly', '$25');
  await expect(
    mailTab.getByText('You have unlimited calculations with your Yearly plan', { exact: true }),
  ).toBeVisible();
  // Nothing but the plan and the address was kept, and it is gone once used.
  expect(await mailTab.evaluate(() => localStorage.getItem('checkout_after_sign_up'))).toBeNull();
  expect(errors).toEqual([]);
  expect(mailErrors).toEqual([]);
});

test('the free account page shows the calculations left', async ({ page, request }) => {
  const { errors } = watchErrors(page);
  await signUpAndSignIn(page, request, uniqueEmail('free-account'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You have 5 calculations remaining.');
  await expect(page.getByRole('main')).not.toContainText('with your subscription');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a monthly subscriber sees what moving up does to the paid month, and moves up to yearly', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await aMonthlySubscriber(page, request, 'upgrade');

  await page.goto('/pricing');
  const yearly = page.getByRole('listitem', { name: 'Yearly' });
  const choose = yearly.getByRole('button', { name: 'Choose Yearly' });
  await expect(choose).toBeEnabled();
  await expect(yearly).toContainText(
    /Your year starts on [A-Z][a-z]+ \d{1,2}, \d{4}, when your paid month ends, and runs until [A-Z][a-z]+ \d{1,2}, \d{4}\. Your monthly subscription is cancelled when you pay, so it never charges again\./,
  );
  await expect(
    page
      .getByRole('listitem', { name: 'Lifetime' })
      .getByRole('button', { name: 'Choose Lifetime' }),
  ).toBeEnabled();
  await expect(page.getByRole('listitem', { name: 'Lifetime' })).toContainText(
    'Lifetime access starts when you pay.',
  );
  await expectAccessible(page);
  const note = (await yearly.getByText(/Your year starts on/).textContent()) ?? '';
  const yearEnds = note.match(new RegExp(`runs until (${LONG_DATE.source})`))?.[1];
  expect(yearEnds).toBeDefined();

  await choose.click();
  await payOnSimulatedCheckout(page, 'Yearly', '$25');
  await expect(
    page.getByText('You have unlimited calculations with your Yearly plan', { exact: true }),
  ).toBeVisible();

  // The account shows the year, to the date the card promised; nothing renews any more.
  await page.goto('/account');
  await expect(page.getByRole('main')).toContainText(`Yearly plan: access until ${yearEnds}.`);
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the delete dialog names the plan, cancels it at once and states the refund policy', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await aMonthlySubscriber(page, request, 'delete-paid');
  await page.goto('/account');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(
    /Your Monthly plan \(paid until .+\) ends with your account\./,
  );
  await expect(dialog).toContainText(
    'Your monthly subscription is cancelled at once, so it never charges you again.',
  );
  await expect(dialog).toContainText(
    'Cancelling refunds nothing by itself: if FreedomPath did not work for you, write to us within 7 days of purchase, and refunds are decided case by case.',
  );
  await expect(
    dialog.getByRole('link', { name: 'Refunds in the Terms of Service' }),
  ).toHaveAttribute('href', '/terms#refunds');
  await expectAccessible(page);

  await dialog.getByLabel('Password', { exact: true }).fill('a quiet harbour at dawn');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  expect(errors).toEqual([]);
});

test('a subscription cancelled in the portal is resumed from My Account', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await aMonthlySubscriber(page, request, 'resume');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();

  // The simulated portal asks to confirm a cancellation, as Stripe's does.
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(toast(page, 'Your subscription has been canceled successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole('main');
  await expect(card).toContainText(/Monthly plan: access until .+\./);
  await expect(card).toContainText(/Your subscription is cancelled and ends on .+\./);
  await expectAccessible(page);

  // From the keyboard: focus the button and press Enter.
  const resume = page.getByRole('button', { name: 'Resume Subscription' });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your subscription has been resumed')).toBeVisible();
  await expect(card).toContainText(/Monthly plan: renews on .+\./);
  await expect(resume).toHaveCount(0);
  // The portal agrees: the subscription renews again, so it can be cancelled again.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('link', { name: 'Cancel subscription' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/success with an unknown checkout fails fast under its own title', async ({
  page,
  request,
}) => {
  const { errors } = watchErrors(page);
  await signUpAndSignIn(page, request, uniqueEmail('bogus-session'));
  await page.goto('/success?session_id=cs_sim_not_a_real_session');
  // Measured on the page's own clock, from the start of its navigation.
  const shownAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('h1')?.textContent === 'Checkout not found') {
            resolve(performance.now());
          } else {
            requestAnimationFrame(check);
          }
        };
        check();
      }),
  );
  expect(shownAt).toBeLessThan(2_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
  await expect(page).toHaveTitle('Checkout not found — FreedomPath');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We could not find this checkout for your account. If you were charged, contact support; otherwise start again from Pricing.',
  );
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expectAccessible(page);
  // The browser logs the 404 the API answers.
  expect(errors).toEqual([expect.stringContaining('404')]);
});
