import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { CopyLinkButton } from './copy-link-button';

const titles = () => toastStore.getSnapshot().map((toast) => toast.title);

describe('CopyLinkButton', () => {
  it('copies the link and confirms', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyLinkButton href="http://localhost/runway-calculator?currentSavings=5000" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost/runway-calculator?currentSavings=5000',
    );
    await waitFor(() => expect(titles()).toContain('Link copied'));
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(titles()).toContain('Could not copy the link'));
  });
});
