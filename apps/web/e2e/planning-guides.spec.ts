import { READINESS_QUESTIONS, scoreReadiness } from '@freedompath/engine';
import { expect, test } from './support/test';
import { expectAccessible, watchErrors } from './support/calculator-page';

test('planning guides: checklist progress survives a reload', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.goto('/planning-guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning Guides' })).toBeVisible();
  await expect(page).toHaveTitle('Planning Guides — FreedomPath');
  await expect(page.getByRole('tab', { name: 'Checklist' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page);

  const overall = page.getByRole('progressbar', { name: 'Overall progress' });
  await expect(overall).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('checkbox', { name: /emergency fund/i }).check();
  // Space ticks a checkbox from the keyboard.
  await page.getByRole('checkbox', { name: /resume/i }).focus();
  await page.keyboard.press('Space');
  await expect(overall).toHaveAttribute('aria-valuenow', '13');
  await expect(
    page.getByRole('progressbar', { name: 'Financial Preparation progress' }),
  ).toHaveAttribute('aria-valuenow', '20');

  const personal = page.getByRole('button', { name: /Personal Readiness/ });
  await personal.click();
  await expect(personal).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox')).toHaveCount(10);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /emergency fund/i })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /resume/i })).toBeChecked();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
    'aria-valuenow',
    '13',
  );
  expect(errors).toEqual([]);
});

test('planning guides: the readiness quiz by keyboard to its results', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/planning-guides');
  await page.getByRole('tab', { name: 'Checklist' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Assessment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // No horizontal scrolling at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Answer the second option of every question from the keyboard: Tab into the group, the
  // arrow key chooses, Tab reaches the enabled button and Enter presses it.
  const answers: Record<string, string> = {};
  for (const [index, question] of READINESS_QUESTIONS.entries()) {
    await expect(page.getByRole('group', { name: question.question })).toBeVisible();
    const first = page.getByRole('radio', { name: question.options[0]!.label, exact: true });
    await first.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('radio', { name: question.options[1]!.label, exact: true }),
    ).toBeChecked();
    answers[question.id] = question.options[1]!.value;
    const last = index === READINESS_QUESTIONS.length - 1;
    const next = page.getByRole('button', { name: last ? 'Get Results' : 'Next' });
    await expect(next).toBeEnabled();
    // Tab passes Previous once it is enabled (from the second question on).
    await page.keyboard.press('Tab');
    if (index > 0) {
      await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  const expected = scoreReadiness(answers);
  const results = page.getByRole('region', { name: 'Your Readiness Results' });
  await expect(results.getByRole('heading', { name: expected.title })).toBeVisible();
  await expect(results).toContainText(expected.description);
  await expect(results.getByRole('listitem')).toHaveCount(expected.recommendations.length);
  await expect(results.getByRole('link', { name: 'Use Our Calculator' })).toHaveAttribute(
    'href',
    '/runway-calculator',
  );
  await expectAccessible(page);

  await results.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('planning guides: guides read well and a template downloads a real file', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/planning-guides');
  await expect(page.getByRole('checkbox')).toHaveCount(15);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.getByRole('tab', { name: 'Guides' }).click();
  await expect(page.getByText('12-18 months before')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Career Transition' })).toBeVisible();
  await expectAccessible(page);

  expect(await pageWidth()).toBeLessThanOrEqual(360);

  await page.getByRole('tab', { name: 'Templates' }).click();
  await expectAccessible(page);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Career Break Budget' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('career-break-budget.csv');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain(
    'Category,Item,Monthly Amount (USD),Months,Total (USD),Notes',
  );
  await expect(page.getByRole('link', { name: 'Request Custom Template' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  expect(errors).toEqual([]);
});
