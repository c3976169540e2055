import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastStore } from './toast-store';
import { Toaster } from './toaster';

const visibleToasts = () => within(screen.getByRole('region')).queryAllByRole('listitem');

describe('Toaster', () => {
  it('shows a toast with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toastStore.show({ title: 'Analytics refreshed', description: 'Figures are up to date.' });
    });
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toContain('Analytics refreshed');
    expect(toasts[0]?.textContent).toContain('Figures are up to date.');
  });

  it('keeps at most three toasts on screen, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toastStore.show({ title: `Toast ${n}` });
    });
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(TOAST_LIMIT);
    expect(toasts.map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Toast 2'),
      expect.stringContaining('Toast 3'),
      expect.stringContaining('Toast 4'),
    ]);
  });

  it('removes a toast when its close button is pressed', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toastStore.show({ title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });
});
