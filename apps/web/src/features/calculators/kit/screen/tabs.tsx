import { Tabs as RadixTabs } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { usePrinting } from './use-printing';

export interface TabItem {
  /** Stable value, e.g. 'calculator'. */
  value: string;
  label: string;
  content: ReactNode;
  /** Printed even when another tab is open (default true); the Guide is not. */
  print?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. 'Runway Calculator sections'. */
  label: string;
  tabs: readonly TabItem[];
  /** The tab shown first (defaults to the first). */
  defaultValue?: string;
  /** Smaller, pill-shaped tabs for sub-sections inside a card. */
  size?: 'page' | 'card';
  className?: string;
}

/**
 * Tabs (Radix: arrow keys move between tabs, Tab moves into the panel). Panels stay mounted so
 * a form keeps what was typed when the visitor reads the Guide and comes back. A printout shows
 * every panel marked for print, one after another, whichever tab is open.
 */
export function Tabs({ label, tabs, defaultValue, size = 'page', className }: TabsProps) {
  const [active, setActive] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const printing = usePrinting();
  return (
    <RadixTabs.Root
      value={active}
      onValueChange={setActive}
      className={cn('grid min-w-0 grid-cols-1 gap-6', className)}
    >
      <RadixTabs.List
        aria-label={label}
        className={cn(
          'flex flex-wrap gap-1 print:hidden',
          size === 'page' ? 'border-b border-slate-200' : 'rounded-xl bg-slate-100 p-1',
        )}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'font-semibold text-slate-700 hover:text-slate-900',
              size === 'page'
                ? '-mb-px border-b-2 border-transparent px-4 py-2 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800'
                : 'rounded-lg px-3 py-1.5 text-sm data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          hidden={printing ? tab.print === false : tab.value !== active}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
