export interface TimelinePhase {
  id: string;
  when: string;
  title: string;
  steps: readonly string[];
}

/** What to do in each phase before a career break. */
export const TIMELINE_PHASES: readonly TimelinePhase[] = [
  {
    id: '12-18',
    when: '12-18 months before',
    title: 'Explore and start saving',
    steps: [
      'Write down why you want a break and what a good outcome looks like.',
      'Track every expense for two or three months to learn what you really spend.',
      'Set a savings target: your break budget plus an emergency fund of 3-6 months.',
      'Automate a monthly transfer to a separate high-yield savings account.',
      'Start paying off high-interest debt, the most expensive first.',
    ],
  },
  {
    id: '6-12',
    when: '6-12 months before',
    title: 'Build the plan',
    steps: [
      'Draft a month-by-month break budget and test it in the Runway Calculator.',
      'Compare health insurance options (COBRA, marketplace plans, travel cover).',
      'Pick a tentative start date that fits bonuses, vesting and notice periods.',
      'Strengthen relationships with colleagues who could be future references.',
      'Decide how you will keep your skills current while away.',
    ],
  },
  {
    id: '3-6',
    when: '3-6 months before',
    title: 'Commit and arrange',
    steps: [
      'Confirm your savings cover the budget; keep a buffer for surprises.',
      'Plan your conversation with your manager and a clean handover.',
      'Book the big pieces: travel, courses, housing changes or sublets.',
      'Update your resume and LinkedIn while your achievements are fresh.',
      'Set up online access to every bank, investment and insurance account.',
    ],
  },
  {
    id: '1-3',
    when: '1-3 months before',
    title: 'Wrap up and launch',
    steps: [
      'Give notice, document your work and hand over responsibilities.',
      'Start insurance coverage so there is no gap on your last day.',
      'Set up automatic bill payments and a monthly money check-in.',
      'Collect references and contact details before you leave.',
      'Plan the first weeks of the break: rest first, then your goals.',
    ],
  },
];

export interface GoalArea {
  id: string;
  title: string;
  summary: string;
  ideas: readonly string[];
}

/** Four areas to set goals for during the break. */
export const GOAL_AREAS: readonly GoalArea[] = [
  {
    id: 'self-discovery',
    title: 'Self-Discovery',
    summary: 'Understand what energises you and what you want from work and life.',
    ideas: [
      'Keep a weekly journal of what gave you energy and what drained it.',
      'Revisit old interests and try one new activity each month.',
      'Write your values down and rank them; check future choices against them.',
    ],
  },
  {
    id: 'skill-development',
    title: 'Skill Development',
    summary: 'Learn something that makes your return easier or opens a new direction.',
    ideas: [
      'Choose one or two skills and a concrete project that uses them.',
      'Take a structured course or certification with a finish date.',
      'Share what you build: a portfolio, blog posts or open-source work.',
    ],
  },
  {
    id: 'personal-growth',
    title: 'Personal Growth',
    summary: 'Invest in health, relationships and experiences that busy years crowded out.',
    ideas: [
      'Set a sustainable routine for sleep, exercise and time outdoors.',
      'Make time for family and friends you rarely saw while working.',
      'Travel, volunteer or take on a challenge that stretches you.',
    ],
  },
  {
    id: 'career-transition',
    title: 'Career Transition',
    summary: 'Prepare a confident return, whether to your old field or a new one.',
    ideas: [
      'Talk to people in roles you are curious about before deciding.',
      'Prepare a short, positive story that explains your break.',
      'Start job searching 2-3 months before your savings target runs low.',
    ],
  },
];
