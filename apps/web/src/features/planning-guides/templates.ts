/** A downloadable planning template, built in the browser. */
export interface PlanningTemplate {
  id: 'budget' | 'goals' | 'timeline' | 'network' | 'skills' | 'reentry';
  title: string;
  description: string;
  fileName: string;
  mimeType: string;
  content: string;
}

const csvRow = (cells: readonly (string | number)[]) =>
  cells
    .map((cell) => {
      const text = String(cell);
      return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');

const budgetRows: readonly (readonly (string | number)[])[] = [
  ['Category', 'Item', 'Monthly Amount (USD)', 'Months', 'Total (USD)', 'Notes'],
  ['Housing', 'Rent or mortgage', 0, 12, '=C2*D2', ''],
  ['Housing', 'Utilities and internet', 0, 12, '=C3*D3', ''],
  ['Insurance', 'Health insurance (COBRA or marketplace)', 0, 12, '=C4*D4', 'No coverage gap'],
  ['Insurance', 'Other insurance (car, renters, life)', 0, 12, '=C5*D5', ''],
  ['Living', 'Groceries', 0, 12, '=C6*D6', ''],
  ['Living', 'Transportation', 0, 12, '=C7*D7', ''],
  ['Living', 'Phone', 0, 12, '=C8*D8', ''],
  ['Debt', 'Minimum debt payments', 0, 12, '=C9*D9', ''],
  ['Goals', 'Travel', 0, 12, '=C10*D10', ''],
  ['Goals', 'Courses and learning', 0, 12, '=C11*D11', ''],
  ['Other', 'Subscriptions', 0, 12, '=C12*D12', 'Cancel what you do not use'],
  ['Other', 'Buffer for surprises (10%)', 0, 12, '=C13*D13', ''],
  ['Income', 'Part-time or freelance income (enter as negative)', 0, 12, '=C14*D14', ''],
  ['Total', '', '=SUM(C2:C14)', '', '=SUM(E2:E14)', 'Compare with your savings'],
];

const budgetCsv = budgetRows.map(csvRow).join('\r\n') + '\r\n';

const goalsMd = `# Career Break Goals

Write goals you can check at the end of the break. Review them once a month.

## Why I am taking this break

-

## Self-Discovery

| Goal | How I will know I achieved it | By when |
| ---- | ----------------------------- | ------- |
|      |                               |         |

## Skill Development

| Goal | How I will know I achieved it | By when |
| ---- | ----------------------------- | ------- |
|      |                               |         |

## Personal Growth

| Goal | How I will know I achieved it | By when |
| ---- | ----------------------------- | ------- |
|      |                               |         |

## Career Transition

| Goal | How I will know I achieved it | By when |
| ---- | ----------------------------- | ------- |
|      |                               |         |

## Monthly check-in

- What went well this month?
- What did I learn?
- Am I on budget?
- What will I change next month?
`;

const timelineMd = `# Career Break Timeline

Planned start date:            Planned return date:

## 12-18 months before

- [ ] Write down why I want a break and what success looks like
- [ ] Track expenses for 2-3 months
- [ ] Set a savings target (break budget + 3-6 months emergency fund)
- [ ] Automate monthly savings
- [ ] Start paying down high-interest debt

## 6-12 months before

- [ ] Draft a month-by-month break budget
- [ ] Compare health insurance options
- [ ] Pick a tentative start date (bonuses, vesting, notice period)
- [ ] Strengthen relationships with future references
- [ ] Choose skills to keep current

## 3-6 months before

- [ ] Confirm savings cover the budget plus a buffer
- [ ] Plan the conversation with my manager
- [ ] Book travel, courses or housing changes
- [ ] Update resume and LinkedIn

## 1-3 months before

- [ ] Give notice and hand over my work
- [ ] Start insurance coverage with no gap
- [ ] Automate bill payments
- [ ] Collect references and contact details

## During the break

- [ ] Monthly budget check-in
- [ ] Quarterly goals review
- [ ] Start the return plan 3-6 months before savings run low
`;

const networkMd = `# Professional Network Tracker

Keep in touch with a few people each month so your network is warm when you return.

| Name | Relationship | Company / Role | Email or LinkedIn | Last contact | Next step |
| ---- | ------------ | -------------- | ----------------- | ------------ | --------- |
|      | Former manager |              |                   |              |           |
|      | Colleague    |                |                   |              |           |
|      | Mentor       |                |                   |              |           |
|      | Recruiter    |                |                   |              |           |

## Ideas for staying in touch

- Share an update about what you are learning or building.
- Congratulate people on new roles and milestones.
- Ask for a 20-minute call to learn about their work.
- Attend one meetup, conference or online event each month.
`;

const skillsMd = `# Skills Development Plan

## Skills I want to build

| Skill | Why it matters | Current level (1-5) | Target level (1-5) | Resources | Project to prove it | Deadline |
| ----- | -------------- | ------------------- | ------------------ | --------- | ------------------- | -------- |
|       |                |                     |                    |           |                     |          |
|       |                |                     |                    |           |                     |          |

## Weekly learning plan

- Hours per week:
- Days and times:
- Where I will share progress (portfolio, blog, GitHub):

## Evidence for my resume

- Courses and certificates completed:
- Projects finished:
- Volunteer or freelance work:
`;

const reentryMd = `# Re-entry Plan

## Timing

- Date I will start looking for work:
- Savings level at which I return to work regardless: $

## My break story

Write 3-4 positive sentences on why you took the break, what you did and why you are ready now.

>

## Target roles

| Role | Companies | Why I fit | Contacts |
| ---- | --------- | --------- | -------- |
|      |           |           |          |

## Checklist

- [ ] Update resume with what I did during the break
- [ ] Refresh LinkedIn headline and summary
- [ ] Reconnect with references
- [ ] Practise interview answers about the break
- [ ] Review salary ranges for target roles
- [ ] Apply to 5-10 roles per week
- [ ] Plan the first 90 days in a new role
`;

/** The six templates of the Templates tab. */
export const PLANNING_TEMPLATES: readonly PlanningTemplate[] = [
  {
    id: 'budget',
    title: 'Career Break Budget',
    description: 'A spreadsheet of monthly costs and totals for your break (CSV).',
    fileName: 'career-break-budget.csv',
    mimeType: 'text/csv;charset=utf-8',
    content: budgetCsv,
  },
  {
    id: 'goals',
    title: 'Goal Setting Worksheet',
    description: 'Measurable goals for the four areas, with a monthly check-in.',
    fileName: 'career-break-goals.md',
    mimeType: 'text/markdown;charset=utf-8',
    content: goalsMd,
  },
  {
    id: 'timeline',
    title: 'Planning Timeline',
    description: 'A checklist from 18 months before your break to your return.',
    fileName: 'career-break-timeline.md',
    mimeType: 'text/markdown;charset=utf-8',
    content: timelineMd,
  },
  {
    id: 'network',
    title: 'Network Tracker',
    description: 'Keep track of the contacts you want to stay in touch with.',
    fileName: 'network-tracker.md',
    mimeType: 'text/markdown;charset=utf-8',
    content: networkMd,
  },
  {
    id: 'skills',
    title: 'Skills Development Plan',
    description: 'Plan the skills you will build, with resources and deadlines.',
    fileName: 'skills-development-plan.md',
    mimeType: 'text/markdown;charset=utf-8',
    content: skillsMd,
  },
  {
    id: 'reentry',
    title: 'Re-entry Plan',
    description: 'Prepare your return to work: timing, your story and target roles.',
    fileName: 're-entry-plan.md',
    mimeType: 'text/markdown;charset=utf-8',
    content: reentryMd,
  },
];

/** The template as a file. */
export function templateBlob(template: PlanningTemplate): Blob {
  return new Blob([template.content], { type: template.mimeType });
}

/** Saves the template as a file through a temporary object URL. */
export function downloadTemplate(template: PlanningTemplate): void {
  const url = URL.createObjectURL(templateBlob(template));
  const link = document.createElement('a');
  link.href = url;
  link.download = template.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
