import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-3 text-slate-700">{children}</div>
    </Card>
  );
}

function Tips({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The Guide tab: how to read the comparison and what to weigh before cutting hours. */
export function PartTimeGuide() {
  return (
    <div className="grid gap-6">
      <GuideSection title="How the comparison works">
        <p>
          Both paths start from the same portfolio and cash. Each month the portfolio earns your
          expected market return (compounded monthly) and receives that path&apos;s contribution;
          cash earns nothing. The chart follows both paths for 5 years and the summary looks 10
          years ahead.
        </p>
        <Tips
          items={[
            'Salaries are before tax: part-time income often falls into a lower bracket, so the take-home gap can be smaller than the gross gap.',
            'The hourly rate shows whether the part-time role pays you fairly for your time: a higher part-time rate means you sell fewer hours at a better price.',
            'Expenses are the same on both paths; the monthly budget shows whether each path can pay for them and still save what you entered.',
          ]}
        />
      </GuideSection>
      <GuideSection title="Before you cut your hours">
        <Tips
          items={[
            'Check which benefits change below full-time hours: health insurance, retirement match, paid leave and stock grants often have an hours threshold.',
            'Keep an emergency fund of at least 3 to 6 months of expenses before your income drops.',
            'Ask whether the move can be temporary: a trial of 6 to 12 months lets you go back to full-time, and the "Part-time is temporary" switch shows what that costs.',
            'Agree in writing what "part-time" means: hours, days, meetings and how urgent work is handled, so the job does not quietly grow back to full-time.',
          ]}
        />
      </GuideSection>
      <GuideSection title="Making the numbers work">
        <Tips
          items={[
            'Keep investing, even a little: the "Market growth missed" figure is what compounding costs when contributions stop.',
            'Cut variable expenses first; fixed ones (rent, insurance) are slower to change.',
            'Try a lower market return too: a plan that only works in good years is fragile.',
            'Use the hours you gain on purpose: health, family, study or a side project that may pay later.',
          ]}
        />
        <p className="text-sm text-slate-600">
          These figures ignore taxes, raises and inflation. They are estimates to compare paths, not
          a forecast.
        </p>
      </GuideSection>
    </div>
  );
}
