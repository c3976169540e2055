import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The "Saved plans" button of a calculator screen: the menu's trigger, and its stand-in (with
 * `disabled`) while the menu's code loads, so the header does not shift when it arrives.
 */
export function SavedPlansTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="secondary" className="data-[state=open]:bg-brand-50 print:hidden" {...props}>
      Saved plans
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </Button>
  );
}
