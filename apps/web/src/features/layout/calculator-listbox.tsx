import { cn } from '@/lib/cn';
import { CalculatorBadge } from '../calculators/calculator-badge';
import type { CalculatorEntry } from '../calculators/calculator-catalog';
import type { CalculatorGroupMatches } from './filter-calculators';

interface CalculatorListboxProps {
  id: string;
  groups: readonly CalculatorGroupMatches[];
  /** The option the combobox points at with aria-activedescendant. */
  activeId: string | undefined;
  /** The path of the page on screen, marked aria-current. */
  currentPath: string;
  optionId: (calculator: CalculatorEntry) => string;
  onHover: (calculator: CalculatorEntry) => void;
  onChoose: (calculator: CalculatorEntry) => void;
}

/**
 * The picker's listbox, grouped as in the APG "listbox with grouped options" example. An
 * option's name is all it shows (title, badge, sentence), so speech matches what is seen.
 */
export function CalculatorListbox({
  id,
  groups,
  activeId,
  currentPath,
  optionId,
  onHover,
  onChoose,
}: CalculatorListboxProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Calculators"
      hidden={groups.length === 0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
    >
      {groups.map(({ group, calculators }, index) => (
        <ul
          key={group}
          role="group"
          aria-labelledby={`${id}-group-${index}`}
          className="border-slate-200 not-first:mt-2 not-first:border-t not-first:pt-2"
        >
          <li
            role="presentation"
            id={`${id}-group-${index}`}
            className="px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {group}
          </li>
          {calculators.map((calculator) => {
            const optionKey = optionId(calculator);
            const current = calculator.route === currentPath;
            return (
              <li
                key={calculator.id}
                id={optionKey}
                role="option"
                aria-selected={optionKey === activeId}
                aria-current={current ? 'page' : undefined}
                onPointerMove={() => onHover(calculator)}
                onClick={() => onChoose(calculator)}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 select-none',
                  'aria-selected:bg-brand-100 aria-selected:text-brand-950',
                  current && 'font-semibold',
                )}
              >
                <span className="flex items-center gap-2">
                  {calculator.title}{' '}
                  {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
                  {current ? <CurrentMark /> : null}
                </span>
                <span className="mt-0.5 block text-xs font-normal text-slate-600">
                  {calculator.description}
                </span>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}

/** A tick beside the calculator on screen; aria-current says it to assistive technology. */
function CurrentMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="ml-auto size-4 shrink-0 text-brand-700"
    >
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}
