import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../../components/ui/button';
import { calculatorsByGroup } from '../calculators/calculator-catalog';
import { CalculatorBadge } from '../calculators/calculator-badge';

/**
 * The header's "Select Calculator" menu: every calculator of the catalogue, by group.
 * Radix DropdownMenu gives the keyboard model (Enter, Space or ArrowDown opens; arrows and
 * type-ahead move; Escape closes and returns focus to the trigger).
 */
export function CalculatorMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" className="data-[state=open]:bg-brand-50">
          Select Calculator
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          {calculatorsByGroup().map(({ group, calculators }, index) => (
            <DropdownMenu.Group key={group}>
              {index > 0 ? <DropdownMenu.Separator className="my-2 h-px bg-slate-200" /> : null}
              <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group}
              </DropdownMenu.Label>
              {calculators.map((calculator) => (
                <DropdownMenu.Item key={calculator.id} asChild>
                  <Link
                    to={calculator.route}
                    className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-highlighted:bg-brand-100 data-highlighted:text-brand-950 data-[status=active]:font-semibold"
                  >
                    <span>{calculator.title}</span>
                    {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
