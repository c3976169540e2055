import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CalendarDay } from './calendar-day';
import { ItemTag } from './item-tag';
import type { ScheduleItem, ScheduleMonth } from './paycheck-schedule';

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** Days moved by each arrow key in a Sunday-first grid. */
const arrowSteps: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** The month's days as Sunday-to-Saturday weeks, `null` for the cells of other months. */
function weeksOf(month: ScheduleMonth): (number | null)[][] {
  const cells: (number | null)[] = [
    ...Array.from({ length: month.firstWeekday }, () => null),
    ...Array.from({ length: month.daysInMonth }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The plan's months as a Sunday–Saturday calendar (an ARIA grid on a real table): paydays and
 * bill due days listed as text in their day, previous/next month limited to the planned
 * months, the month's name as a live heading. Arrow keys move between days (crossing into the
 * next or previous month), Home/End to the week's ends, Page Up/Down by a month.
 */
export function PaycheckCalendar({ months }: { months: readonly ScheduleMonth[] }) {
  const headingId = useId();
  const monthHeadingId = useId();
  const keysHintId = useId();
  const [index, setIndex] = useState(0);
  const [focusDay, setFocusDay] = useState(() => months[0]?.plannedFrom ?? 1);
  const cells = useRef(new Map<number, HTMLTableCellElement>());
  // Only a key pressed inside the grid moves focus; the month buttons keep theirs.
  const moveFocus = useRef(false);

  const month = months[index];
  const activeDay = month ? Math.min(Math.max(focusDay, 1), month.daysInMonth) : 1;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    cells.current.get(activeDay)?.focus();
  }, [index, activeDay]);

  if (!month) return null;

  const goToMonth = (next: number, day: number) => {
    const target = months[next];
    if (!target) return;
    setIndex(next);
    setFocusDay(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { key } = event;
    let day = activeDay;
    let next = index;
    const step = arrowSteps[key];
    if (step !== undefined) day += step;
    else if (key === 'Home') day -= (month.firstWeekday + day - 1) % 7;
    else if (key === 'End') day += 6 - ((month.firstWeekday + day - 1) % 7);
    else if (key === 'PageUp') next -= 1;
    else if (key === 'PageDown') next += 1;
    else return;
    event.preventDefault();
    if (day < 1 && index > 0) {
      next = index - 1;
      day += months[next]?.daysInMonth ?? 0;
    } else if (day > month.daysInMonth && index < months.length - 1) {
      day -= month.daysInMonth;
      next = index + 1;
    }
    const target = months[next];
    if (!target) return;
    const targetDay = Math.min(Math.max(day, 1), target.daysInMonth);
    // At the plan's first or last day nothing moves, and focus must not jump later.
    if (next === index && targetDay === activeDay) return;
    moveFocus.current = true;
    goToMonth(next, targetDay);
  };

  const itemsByDay = new Map<number, ScheduleItem[]>();
  for (const item of month.items) {
    itemsByDay.set(item.day, [...(itemsByDay.get(item.day) ?? []), item]);
  }
  const first = index === 0;
  const last = index === months.length - 1;
  const turnMonth = (delta: number) => {
    const target = months[index + delta];
    if (target) goToMonth(index + delta, target.plannedFrom);
  };

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="grid min-w-0 grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Payday Calendar
          </h2>
          <p id={keysHintId} className="text-sm text-slate-600">
            Use the arrow keys in the calendar to move from day to day and hear what falls on each.
          </p>
        </div>
        <ul
          aria-label="Calendar key"
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800"
        >
          <li className="flex items-center gap-2">
            <ItemTag kind="payday">Payday</ItemTag>
            <span>green, solid border, plus sign</span>
          </li>
          <li className="flex items-center gap-2">
            <ItemTag kind="bill">Bill due</ItemTag>
            <span>blue, dashed border, minus sign</span>
          </li>
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Button
            variant="secondary"
            aria-disabled={first}
            aria-label="Previous month"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={() => turnMonth(-1)}
          >
            <span aria-hidden="true">←</span> Previous<span className="max-sm:hidden"> month</span>
          </Button>
          <Button
            variant="secondary"
            aria-disabled={last}
            aria-label="Next month"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:order-last"
            onClick={() => turnMonth(1)}
          >
            Next<span className="max-sm:hidden"> month</span> <span aria-hidden="true">→</span>
          </Button>
          <div className="w-full text-center sm:w-auto">
            <h3
              id={monthHeadingId}
              aria-live="polite"
              className="text-lg font-semibold text-slate-900"
            >
              {month.label}
            </h3>
            <p className="text-sm text-slate-600">
              Month {index + 1} of {months.length}
            </p>
          </div>
        </div>
        {/* Relative, so the visually hidden texts inside scroll with the grid, not the page. */}
        <div className="relative max-w-full overflow-x-auto">
          <table
            role="grid"
            aria-labelledby={monthHeadingId}
            aria-describedby={keysHintId}
            onKeyDown={onKeyDown}
            className="w-full min-w-[40rem] table-fixed border-collapse"
          >
            <thead>
              <tr>
                {weekdays.map(([short, long]) => (
                  <th key={short} scope="col" className="py-2 text-sm font-semibold text-slate-800">
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(month).map((week, weekIndex) => (
                <tr key={weekIndex}>
                  {week.map((day, dayIndex) =>
                    day === null ? (
                      <td
                        key={`blank-${dayIndex}`}
                        role="gridcell"
                        className="border border-slate-200 bg-slate-100"
                      />
                    ) : (
                      <CalendarDay
                        key={day}
                        date={`${month.key}-${String(day).padStart(2, '0')}`}
                        day={day}
                        items={itemsByDay.get(day) ?? []}
                        planned={day >= month.plannedFrom && day <= month.plannedTo}
                        active={day === activeDay}
                        onFocus={() => setFocusDay(day)}
                        cellRef={(cell) => {
                          if (cell) cells.current.set(day, cell);
                          else cells.current.delete(day);
                        }}
                      />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
