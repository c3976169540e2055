#!/usr/bin/env node
// @ts-check
/**
 * Captures the home page carousel's previews (public/previews/<calculator id>.jpg): each of the
 * five featured calculators opened in the system Chromium at a desktop viewport, filled with
 * the example inputs of its e2e journey and calculated, so the picture shows real results.
 *
 * Starts no server: start the app first (the API serving the built web app, with the
 * environment of playwright.config.ts's webServer), then run
 *   pnpm previews [base URL]   (default http://127.0.0.1:3000)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'previews');

// A 1280 px layout (the desktop one) rendered at 0.75 gives a 960×600 picture: twice the
// carousel's width on a standard screen, sharp on a high-density one.
const viewport = { width: 1280, height: 800 };
const deviceScaleFactor = 0.75;
const maxBytes = 60_000;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */

/**
 * @param {Page} page
 * @param {Record<string, string>} fields textbox name → value
 * @param {Page | Locator} [scope]
 */
async function fillAll(page, fields, scope = page) {
  for (const [name, value] of Object.entries(fields)) {
    await scope.getByRole('textbox', { name, exact: true }).fill(value);
  }
}

/**
 * Each featured calculator with the steps that put its results on screen and the region to
 * frame. The inputs are those of the calculator's e2e journey (e2e/<slug>.spec.ts).
 * @type {ReadonlyArray<{ id: string, calculate: (page: Page) => Promise<Locator> }>}
 */
const previews = [
  {
    id: 'career-break-calculator',
    calculate: async (page) => {
      await fillAll(page, {
        'Duration (years)': '1.5',
        'Emergency Buffer (%)': '15',
        'Current Savings ($)': '60000',
        'Current Annual Income ($)': '85000',
      });
      const form = page.getByRole('form', { name: 'Add an expense' });
      const expenses = [
        { name: 'Rent', amount: '2000', category: 'Housing' },
        { name: 'Groceries', amount: '600', category: 'Food' },
      ];
      for (const { name, amount, category } of expenses) {
        await fillAll(page, { 'Expense name': name, 'Monthly amount ($)': amount }, form);
        await form.getByRole('combobox', { name: 'Category' }).selectOption(category);
        await form.getByRole('button', { name: 'Add Expense' }).click();
      }
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      return page.getByRole('region', { name: 'Impact Analysis' });
    },
  },
  {
    id: 'compensation-calculator',
    calculate: async (page) => {
      await fillAll(
        page,
        { 'Base salary': '90000' },
        page.getByRole('region', { name: 'Current Job' }),
      );
      await fillAll(
        page,
        { 'Offer name': 'Globex' },
        page.getByRole('region', { name: 'New Offer' }),
      );
      await fillAll(
        page,
        { 'Base salary': '120000' },
        page.getByRole('region', { name: 'Globex' }),
      );
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      return page.getByRole('region', { name: 'Comparison' });
    },
  },
  {
    id: 'part-time-calculator',
    calculate: async (page) => {
      await fillAll(page, {
        'Part-time salary': '48000',
        'Part-time hours a week': '24',
        'Expected market return': '6',
      });
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      return page.getByRole('region', { name: 'Full-time vs part-time' });
    },
  },
  {
    id: 'runway-calculator',
    calculate: async (page) => {
      await fillAll(page, {
        'Break Duration (months)': '18',
        'Current Savings': '25000',
        'Stock Investments': '60000',
        'Crypto Investments': '4000',
        'Monthly Expenses During Break': '3500',
        'Monthly Income During Break': '800',
        'Inflation Rate': '2.5',
      });
      await page.getByRole('button', { name: 'Calculate Your Runway' }).click();
      return page.getByRole('region', { name: 'Your Runway', exact: true });
    },
  },
  {
    id: 'debt-paydown-calculator',
    calculate: async (page) => {
      await fillAll(
        page,
        {
          Balance: '3200',
          'Minimum payment': '96',
          'Interest rate': '22.9',
          'Debt name': 'Visa',
        },
        page.getByRole('region', { name: 'Debt 1' }),
      );
      await page.getByRole('button', { name: 'Add Debt' }).click();
      const second = page.getByRole('region', { name: 'Debt 2' });
      await second.getByRole('combobox', { name: 'Type' }).selectOption('Auto loan');
      await fillAll(
        page,
        {
          Balance: '9800',
          'Minimum payment': '285',
          'Interest rate': '6.4',
          'Debt name': 'Car loan',
        },
        second,
      );
      await fillAll(page, { 'Extra monthly payment': '200' });
      await page.getByRole('button', { name: 'Calculate Payoff Plans' }).click();
      return page.getByRole('region', { name: 'Compare Strategies' });
    },
  },
];

/**
 * The screenshot as a JPEG of at most `maxBytes`, lowering the quality from 70 as needed.
 * @param {Page} page
 */
async function jpeg(page) {
  for (let quality = 70; ; quality -= 5) {
    const image = await page.screenshot({ type: 'jpeg', quality });
    if (image.length <= maxBytes || quality <= 40) return { image, quality };
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { id, calculate } of previews) {
    // A new context per calculator: a fresh visitor, whose free calculations are all left.
    const context = await browser.newContext({
      baseURL,
      viewport,
      deviceScaleFactor,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const results = await calculate(page);
    await results.waitFor();
    // The results' top just under the sticky header, with the page's heading out of the way.
    await results.evaluate((element) => {
      const document = element.ownerDocument;
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      document.defaultView?.scrollBy(0, element.getBoundingClientRect().top - header - 24);
    });
    // A picture of the results, not of the notifications that announced them.
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    // Charts animate in over their first frames.
    await page.waitForTimeout(1500);
    const { image, quality } = await jpeg(page);
    writeFileSync(path.join(outDir, `${id}.jpg`), image);
    process.stdout.write(
      `${id}.jpg: ${(image.length / 1000).toFixed(1)} kB at quality ${quality}\n`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
