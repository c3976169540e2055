import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` when the pointer goes down or focus lands outside `root`: a
 * click elsewhere or a Tab past the popup closes it. Listening on the document catches what the
 * popup's own handlers cannot see (a click on plain page text moves focus nowhere).
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, root]);
}
