import { useLocation, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CalculatorEntry } from '../calculators/calculator-catalog';
import { CalculatorListbox } from './calculator-listbox';
import { filterCalculators } from './filter-calculators';
import { useDismiss } from './use-dismiss';

/**
 * The header's "Select Calculator" picker: a button that opens a search box over every
 * calculator of the catalogue, by group (the APG combobox with a listbox popup). Hand-built
 * rather than Radix: see docs/decisions/026-header-calculator-picker.md.
 *
 * Under the header on a phone, right-aligned under the button from md up.
 */
export function CalculatorMenu() {
  const navigate = useNavigate();
  const currentPath = useLocation({ select: (location) => location.pathname });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const inputId = `${id}-search`;
  const listboxId = `${id}-listbox`;
  const optionId = (calculator: CalculatorEntry) => `${id}-${calculator.id}`;

  const groups = filterCalculators(query);
  const options = groups.flatMap(({ calculators }) => calculators);
  const active = options[activeIndex];

  useDismiss(rootRef, open, () => setOpen(false));

  const show = () => {
    const everyCalculator = filterCalculators('').flatMap(({ calculators }) => calculators);
    const here = everyCalculator.findIndex(({ route }) => route === currentPath);
    setQuery('');
    // Start on the page being shown, so the list opens where the visitor is.
    setActiveIndex(Math.max(0, here));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (calculator: CalculatorEntry) => {
    close();
    void navigate({ to: calculator.route });
  };

  const moveTo = (index: number) => {
    const next = options[index];
    if (!next) return;
    setActiveIndex(index);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    }
  };

  return (
    <div
      ref={rootRef}
      className="md:relative"
      // Here rather than on the search box: Shift+Tab from it lands on the button, still open.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        close();
      }}
    >
      <Button asChild variant="secondary">
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? setOpen(false) : show())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              show();
            }
          }}
          // Variants come after the button's own sizes in the stylesheet, so these override them.
          className="whitespace-nowrap aria-expanded:bg-brand-50 max-md:min-h-11 max-md:gap-1.5 max-md:px-2.5"
        >
          <CalculatorIcon />
          {/* A phone shows "Calculator" only; the name stays "Select Calculator" everywhere. */}
          <span>
            <span className="sr-only md:not-sr-only">Select</span> Calculator
          </span>
          <ChevronIcon />
        </button>
      </Button>
      {open ? (
        <div
          id={panelId}
          // Options are never focused: the search box keeps focus and points at the active one,
          // so a press anywhere else in the panel must not take focus from it.
          onMouseDown={(event) => {
            if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
          }}
          className={cn(
            'absolute inset-x-0 top-full z-50 flex max-h-[calc(100dvh-5rem)] flex-col',
            'border-b border-slate-200 bg-white shadow-xl',
            'md:inset-x-auto md:right-0 md:mt-2 md:max-h-[min(34rem,calc(100dvh-6rem))] md:w-96',
            'md:rounded-xl md:border',
          )}
        >
          <div className="border-b border-slate-200 p-2">
            <label htmlFor={inputId} className="sr-only">
              Search calculators
            </label>
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              placeholder="Search calculators"
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500 md:min-h-10 md:text-sm"
            />
          </div>
          <CalculatorListbox
            id={listboxId}
            groups={groups}
            activeId={active ? optionId(active) : undefined}
            currentPath={currentPath}
            optionId={optionId}
            onHover={(calculator) => setActiveIndex(options.indexOf(calculator))}
            onChoose={choose}
          />
          {options.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">
              No calculators match “{query.trim()}”
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {options.length === 1 ? '1 calculator' : `${options.length} calculators`}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function CalculatorIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 md:hidden" fill="currentColor">
      <path d="M5 2h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1 2.5v3h8v-3H6Zm0 5.5v2h2v-2H6Zm3 0v2h2v-2H9Zm3 0v5h2v-5h-2Zm-6 3v2h2v-2H6Zm3 0v2h2v-2H9Z" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="hidden size-4 md:block"
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
