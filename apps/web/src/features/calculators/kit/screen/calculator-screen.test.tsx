import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test-support/render-with-router';
import { FREE_CALCULATIONS_USED_KEY } from '../gate/free-calculation-counter';
import { CalculatorScreen } from './calculator-screen';

const noResults = { summary: undefined, recalculate: vi.fn() };

describe('CalculatorScreen', () => {
  it('frames the calculator: back link, title, page title, Calculator and Guide tabs, disclaimer', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => (
      <CalculatorScreen id="runway-calculator" guide={<p>How runway works</p>} results={noResults}>
        <p>The form</p>
      </CalculatorScreen>
    ));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' }),
    ).toBeTruthy();
    expect(document.title).toBe('Runway Calculator — FreedomPath');
    expect(screen.getByRole('link', { name: /Back to all calculators/ }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toContain(
      'not financial, investment, tax or legal advice',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('The form');

    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('How runway works');

    // Printing from the Guide tab prints the calculator, not the guide.
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('tabpanel').textContent).toBe('The form');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByRole('tabpanel').textContent).toBe('How runway works');
    expect(screen.getByRole('tab', { name: 'Guide' }).getAttribute('aria-selected')).toBe('true');
  });

  it('covers a calculator whose policy says so with the paywall, and makes it inert', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    renderWithRouter(() => (
      <CalculatorScreen id="career-break-calculator" results={noResults}>
        <button type="button">Calculate</button>
      </CalculatorScreen>
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Continue' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In or Upgrade' }).getAttribute('href')).toBe(
      '/auth',
    );
    const content = screen.getByRole('heading', { level: 1 }).closest('[inert]');
    expect(content).not.toBeNull();
  });

  it('leaves a calculator whose policy redirects uncovered when exhausted', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    renderWithRouter(() => (
      <CalculatorScreen id="runway-calculator" results={noResults}>
        <button type="button">Calculate</button>
      </CalculatorScreen>
    ));
    await screen.findByRole('button', { name: 'Calculate' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).toBeNull();
  });
});
