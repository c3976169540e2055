import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { CHECKLIST_GROUPS, CHECKLIST_ITEM_COUNT, percentDone } from './checklist-items';
import type { ChecklistGroup } from './checklist-items';
import { ProgressBar } from './progress-bar';
import { useChecklistProgress } from './use-checklist-progress';

/** The 15-item preparation checklist; what is ticked is kept in local storage. */
export function Checklist() {
  const { completed, toggle } = useChecklistProgress();
  const overall = percentDone(completed.size, CHECKLIST_ITEM_COUNT);
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-semibold text-slate-900">Career Break Checklist</h2>
        <p className="mt-1 text-sm text-slate-600">
          Tick what you have done; your progress is saved in this browser.
        </p>
        <div className="mt-4 flex items-center justify-between gap-4 text-sm font-medium">
          <span>Overall progress</span>
          <span data-testid="overall-percent">{overall}%</span>
        </div>
        <div className="mt-2">
          <ProgressBar label="Overall progress" percent={overall} />
        </div>
      </Card>
      {CHECKLIST_GROUPS.map((group) => (
        <ChecklistGroupCard key={group.id} group={group} completed={completed} onToggle={toggle} />
      ))}
    </div>
  );
}

interface ChecklistGroupCardProps {
  group: ChecklistGroup;
  completed: ReadonlySet<string>;
  onToggle: (id: string, done: boolean) => void;
}

function ChecklistGroupCard({ group, completed, onToggle }: ChecklistGroupCardProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const done = group.items.filter((item) => completed.has(item.id)).length;
  const percent = percentDone(done, group.items.length);
  return (
    <Card>
      <section aria-label={group.title}>
        <h3 className="text-lg font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="flex w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span>{group.title}</span>
            <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span>
                {done}/{group.items.length} · {percent}%
              </span>
              <span aria-hidden="true">{expanded ? '▲' : '▼'}</span>
            </span>
          </button>
        </h3>
        <div className="mt-3">
          <ProgressBar label={`${group.title} progress`} percent={percent} />
        </div>
        <ul id={listId} hidden={!expanded} className="mt-4 space-y-2">
          {group.items.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={completed.has(item.id)}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span className={completed.has(item.id) ? 'text-slate-500 line-through' : ''}>
                  {item.label}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
