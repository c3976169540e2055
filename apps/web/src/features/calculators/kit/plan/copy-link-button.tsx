import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '../notices/notify';

export const copyLinkTexts = {
  copied: 'Link copied',
  copiedDescription: 'Anyone with the link sees this plan’s inputs.',
  unavailable: 'Could not copy the link',
  unavailableDescription: 'Copy the address from your browser’s address bar instead.',
} as const;

/**
 * Copies a link to this plan (by default the page's address, which carries the inputs in its
 * search params) with a success toast; where the clipboard is unavailable or refused it says
 * so and points at the address bar instead. Opening the link restores the form; it does not
 * calculate or spend a calculation.
 */
export function CopyLinkButton({ href }: { href?: string }) {
  const copy = async () => {
    const link = href ?? window.location.href;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      notifySuccess(copyLinkTexts.copied, copyLinkTexts.copiedDescription);
    } catch {
      notifyError(copyLinkTexts.unavailable, copyLinkTexts.unavailableDescription);
    }
  };
  return (
    <Button variant="secondary" className="print:hidden" onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
