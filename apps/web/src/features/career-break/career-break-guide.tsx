import { Card } from '@/components/ui/card';

const sections = [
  {
    title: 'Understanding Your Expenses',
    tips: [
      'Start from three months of bank and card statements: they show what you really spend, not what you think you spend.',
      'List fixed costs (rent, insurance, loan payments) separately from flexible ones (eating out, entertainment) so you know what you can cut.',
      'Add costs your employer paid for until now, such as health insurance, a phone plan or a gym membership.',
      'Spread yearly and one-off costs over the months: a $1,200 insurance premium is $100 a month.',
      'If you plan to travel, budget for the places you will be, not for home; flights and visas count too.',
    ],
  },
  {
    title: 'Financial Planning',
    tips: [
      'Keep the emergency buffer at 10% or more: breaks rarely cost less than planned.',
      'Count the income you give up as part of the cost of the break, alongside what you spend.',
      'Decide in advance which savings fund the break and keep a separate reserve for your return to work.',
      'Pay down high-interest debt before you stop earning, or keep its payments in your monthly expenses.',
      'Keep contributing to retirement savings if you can; a year without contributions compounds into a larger gap later.',
    ],
  },
  {
    title: 'Risk Management',
    tips: [
      'Plan for the Bear Market scenario: selling investments after a fall locks in the loss.',
      'Keep three to six months of expenses in cash so you never have to sell at a bad time.',
      'Treat freelance and rental income as uncertain until it has arrived for a few months.',
      'Check your health insurance: a gap in cover can cost more than the whole break.',
      'Set a trigger, such as savings falling to a set amount, at which you start looking for work again.',
    ],
  },
] as const;

/** The Guide tab: expenses, planning and risk, with bullet tips and the disclaimer. */
export function CareerBreakGuide() {
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <Card key={section.title}>
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800">
            {section.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      ))}
      <p className="text-sm text-slate-700">
        These tips are general information to help you plan, not financial, investment, tax or legal
        advice. Your situation may call for a qualified professional’s advice.
      </p>
    </div>
  );
}
