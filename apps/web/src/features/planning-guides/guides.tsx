import { Card } from '@/components/ui/card';
import { GOAL_AREAS, TIMELINE_PHASES } from './guides-content';

/** The timeline guide (what to do when) and the goals guide (four areas). */
export function Guides() {
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-semibold text-slate-900">Career Break Timeline</h2>
        <p className="mt-1 text-sm text-slate-600">
          A step-by-step schedule for the 18 months before your break.
        </p>
        <ol className="mt-6 space-y-6 border-l-2 border-brand-200 pl-5">
          {TIMELINE_PHASES.map((phase) => (
            <li key={phase.id}>
              <h3 className="font-semibold text-slate-900">
                <span className="block text-sm font-medium text-brand-800">{phase.when}</span>
                {phase.title}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {phase.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <h2 className="text-xl font-semibold text-slate-900">Setting Goals for Your Break</h2>
        <p className="mt-1 text-sm text-slate-600">
          A break with clear goals is easier to enjoy and easier to explain afterwards.
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {GOAL_AREAS.map((area) => (
            <section
              key={area.id}
              aria-labelledby={`goal-${area.id}`}
              className="rounded-xl border border-slate-200 p-4"
            >
              <h3 id={`goal-${area.id}`} className="font-semibold text-slate-900">
                {area.title}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{area.summary}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {area.ideas.map((idea) => (
                  <li key={idea}>{idea}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
