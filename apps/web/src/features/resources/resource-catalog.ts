/**
 * The kinds of resource the page lists, each shown as a badge
 * (product: platform#resources-and-planning-guides).
 */
export type ResourceType =
  'Community' | 'Blog' | 'Tool' | 'Calculator' | 'Education' | 'Program' | 'Template';

export interface Resource {
  readonly title: string;
  readonly url: string;
  readonly type: ResourceType;
  readonly description: string;
}

export interface ResourceCategory {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly resources: readonly Resource[];
}

/** Hand-picked external resources: six categories of three links each. */
export const resourceCategories: readonly ResourceCategory[] = [
  {
    id: 'career-break-communities',
    title: 'Career Break Communities',
    intro: 'People who have stepped away from work, or are about to, and share how it went.',
    resources: [
      {
        title: 'r/careerbreak',
        url: 'https://www.reddit.com/r/careerbreak/',
        type: 'Community',
        description:
          'A Reddit community for planning, living and returning from a career break or sabbatical.',
      },
      {
        title: 'Escape the City',
        url: 'https://www.escapethecity.org/',
        type: 'Community',
        description:
          'A community, job board and courses for people leaving corporate jobs for more meaningful work.',
      },
      {
        title: 'Path Forward',
        url: 'https://www.pathforward.org/',
        type: 'Program',
        description:
          'A non-profit that partners with employers on paid returnships for people back from caregiving.',
      },
    ],
  },
  {
    id: 'financial-independence',
    title: 'Financial Independence',
    intro: 'Long-standing voices on saving hard, investing simply and buying back your time.',
    resources: [
      {
        title: 'Bogleheads Forum',
        url: 'https://www.bogleheads.org/forum/',
        type: 'Community',
        description:
          'A forum and wiki on low-cost index investing, following the principles of John Bogle.',
      },
      {
        title: 'Mr. Money Mustache',
        url: 'https://www.mrmoneymustache.com/',
        type: 'Blog',
        description:
          'The blog that popularised early retirement through frugality, high savings and index funds.',
      },
      {
        title: 'ChooseFI',
        url: 'https://www.choosefi.com/',
        type: 'Blog',
        description:
          'A podcast and blog on reaching financial independence, with local groups around the world.',
      },
    ],
  },
  {
    id: 'budgeting-saving',
    title: 'Budgeting & Saving',
    intro: 'Ways to see where your money goes and build the savings that fund a break.',
    resources: [
      {
        title: 'YNAB (You Need A Budget)',
        url: 'https://www.ynab.com/',
        type: 'Tool',
        description:
          'A budgeting app built on giving every dollar a job before you spend it (paid, with a free trial).',
      },
      {
        title: 'r/personalfinance',
        url: 'https://www.reddit.com/r/personalfinance/',
        type: 'Community',
        description:
          'A large Reddit community whose wiki sets out a step-by-step order for budgeting, saving and debt.',
      },
      {
        title: 'CFPB: Your Money, Your Goals',
        url: 'https://www.consumerfinance.gov/consumer-tools/educator-tools/your-money-your-goals/',
        type: 'Education',
        description:
          'Free worksheets on budgeting, saving and debt from the U.S. Consumer Financial Protection Bureau.',
      },
    ],
  },
  {
    id: 'travel-nomad-life',
    title: 'Travel & Nomad Life',
    intro: 'For breaks spent abroad: where to go, what it costs and how others do it.',
    resources: [
      {
        title: 'Nomad List',
        url: 'https://nomadlist.com/',
        type: 'Community',
        description:
          'Cities ranked by cost of living, internet speed and safety, with a community of remote workers.',
      },
      {
        title: 'Nomadic Matt',
        url: 'https://www.nomadicmatt.com/',
        type: 'Blog',
        description: 'Budget travel guides and destination costs from a long-time travel blogger.',
      },
      {
        title: 'Numbeo Cost of Living',
        url: 'https://www.numbeo.com/cost-of-living/',
        type: 'Tool',
        description:
          'Crowd-sourced prices for rent, groceries and transport to compare cities worldwide.',
      },
    ],
  },
  {
    id: 'education-skills',
    title: 'Education & Skills',
    intro: 'Use time away from work to learn something new or prepare for a change of career.',
    resources: [
      {
        title: 'Coursera',
        url: 'https://www.coursera.org/',
        type: 'Education',
        description:
          'Online courses and certificates from universities and companies, many free to audit.',
      },
      {
        title: 'Khan Academy',
        url: 'https://www.khanacademy.org/',
        type: 'Education',
        description: 'Free lessons from maths to economics, including a personal finance course.',
      },
      {
        title: 'Google Career Certificates',
        url: 'https://grow.google/certificates/',
        type: 'Program',
        description:
          'Self-paced programmes in fields such as data analytics, IT support and project management.',
      },
    ],
  },
  {
    id: 'planning-tools',
    title: 'Planning Tools',
    intro: 'Second opinions on the numbers, and templates for keeping your own.',
    resources: [
      {
        title: 'Investor.gov Compound Interest Calculator',
        url: 'https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator',
        type: 'Calculator',
        description:
          'The U.S. SEC’s calculator of how savings grow with regular deposits and compound interest.',
      },
      {
        title: 'FIRECalc',
        url: 'https://www.firecalc.com/',
        type: 'Calculator',
        description:
          'Tests a retirement withdrawal plan against every historical sequence of U.S. market returns.',
      },
      {
        title: 'Microsoft Budget Templates',
        url: 'https://create.microsoft.com/en-us/templates/budgets',
        type: 'Template',
        description: 'Free Excel budget templates for monthly, household and event budgets.',
      },
    ],
  },
];
