/** One thing to do before a career break. */
export interface ChecklistItem {
  id: string;
  label: string;
}

export interface ChecklistGroup {
  id: 'financial' | 'career' | 'personal';
  title: string;
  items: readonly ChecklistItem[];
}

/** The 15 items of the preparation checklist, five in each of three groups. */
export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = [
  {
    id: 'financial',
    title: 'Financial Preparation',
    items: [
      { id: 'emergency-fund', label: 'Build an emergency fund of 3-6 months of expenses' },
      { id: 'break-budget', label: 'Write a month-by-month budget for your break' },
      { id: 'high-interest-debt', label: 'Pay down or consolidate high-interest debt' },
      { id: 'health-insurance', label: 'Arrange health insurance that covers your break' },
      { id: 'retirement-accounts', label: 'Review retirement contributions and investments' },
    ],
  },
  {
    id: 'career',
    title: 'Career Planning',
    items: [
      { id: 'resume', label: 'Update your resume and LinkedIn profile' },
      { id: 'references', label: 'Ask colleagues for references before you leave' },
      { id: 'network', label: 'List the contacts you will keep in touch with' },
      { id: 'leaving-terms', label: 'Plan how and when to tell your employer' },
      { id: 'skills-plan', label: 'Choose the skills to keep current during the break' },
    ],
  },
  {
    id: 'personal',
    title: 'Personal Readiness',
    items: [
      { id: 'goals', label: 'Write down what you want from the break' },
      { id: 'family', label: 'Talk the plan through with family or your partner' },
      { id: 'routine', label: 'Sketch a weekly routine for the first months' },
      { id: 'documents', label: 'Check passports, visas and important documents' },
      { id: 'return-plan', label: 'Decide when and how you will plan your return' },
    ],
  },
];

export const CHECKLIST_ITEM_COUNT = CHECKLIST_GROUPS.reduce(
  (count, group) => count + group.items.length,
  0,
);

/** Whole-number percent of `done` out of `total` (0 when there is nothing to do). */
export function percentDone(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}
