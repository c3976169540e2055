import { deepFreeze } from '../shared/deep-freeze.js';
import type { ReadinessLevel, ReadinessQuestion } from './types.js';

/** 6 questions × 10 points (product: readiness-quiz#scoring). */
export const READINESS_MAX_SCORE = 60;

/**
 * The six quiz questions with the option labels and scores of product: readiness-quiz#questions
 * (labels are the product's answer names, capitalised). Option values are stable ids for storage.
 */
export const READINESS_QUESTIONS = deepFreeze<readonly ReadinessQuestion[]>([
  {
    id: 'emergencyFund',
    question: 'How many months of expenses does your emergency fund cover?',
    type: 'radio',
    options: [
      { value: 'under-1-month', label: 'Under 1 month', score: 0 },
      { value: '1-3-months', label: '1-3 months', score: 3 },
      { value: '3-6-months', label: '3-6 months', score: 8 },
      { value: '6-plus-months', label: '6+ months', score: 10 },
    ],
    recommendation: 'Build your emergency fund to at least 6 months of expenses before your break.',
  },
  {
    id: 'debtToIncome',
    question: 'What is your debt-to-income ratio?',
    type: 'radio',
    options: [
      { value: '0-10', label: '0-10%', score: 10 },
      { value: '11-20', label: '11-20%', score: 7 },
      { value: '21-35', label: '21-35%', score: 4 },
      { value: '36-plus', label: '36%+', score: 0 },
    ],
    recommendation:
      'Pay down high-interest debt first; our Debt Paydown Calculator compares the snowball and avalanche methods.',
  },
  {
    id: 'savingsRate',
    question: 'What share of your income do you save each month?',
    type: 'radio',
    options: [
      { value: '0-5', label: '0-5%', score: 0 },
      { value: '6-15', label: '6-15%', score: 4 },
      { value: '16-25', label: '16-25%', score: 7 },
      { value: '25-plus', label: '25%+', score: 10 },
    ],
    recommendation: 'Raise your savings rate toward 25% of income by trimming recurring expenses.',
  },
  {
    id: 'investmentKnowledge',
    question: 'How would you describe your investment knowledge?',
    type: 'radio',
    options: [
      { value: 'beginner', label: 'Beginner', score: 3 },
      { value: 'intermediate', label: 'Intermediate', score: 6 },
      { value: 'advanced', label: 'Advanced', score: 10 },
      { value: 'expert', label: 'Expert', score: 10 },
    ],
    recommendation:
      'Learn how your investments behave in a downturn and how much you can safely withdraw during your break.',
  },
  {
    id: 'insurance',
    question: 'How well are you insured (health, disability, life)?',
    type: 'radio',
    options: [
      { value: 'none', label: 'None', score: 0 },
      { value: 'basic', label: 'Basic', score: 4 },
      { value: 'good', label: 'Good', score: 7 },
      { value: 'comprehensive', label: 'Comprehensive', score: 10 },
    ],
    recommendation:
      'Arrange health insurance that continues through your break before you leave work.',
  },
  {
    id: 'fundingPlan',
    question: 'How far along is your plan to fund your career break?',
    type: 'radio',
    options: [
      { value: 'no-plan', label: 'No plan', score: 0 },
      { value: 'rough', label: 'Rough', score: 3 },
      { value: 'detailed', label: 'Detailed', score: 7 },
      { value: 'funded', label: 'Funded', score: 10 },
    ],
    recommendation:
      'Write a month-by-month budget for your break and check it with our Runway Calculator.',
  },
]);

/**
 * The four levels from the highest: a result takes the first level whose `minPercent` the
 * percent of the maximum score reaches (product: readiness-quiz#scoring: 80, 60, 40).
 */
export const READINESS_LEVELS = deepFreeze<
  readonly { level: ReadinessLevel; minPercent: number; title: string; description: string }[]
>([
  {
    level: 'ready',
    minPercent: 80,
    title: 'Financially Ready!',
    description:
      'Your finances are in strong shape for a career break. Fine-tune your plan and keep your safety nets in place.',
  },
  {
    level: 'mostly-ready',
    minPercent: 60,
    title: 'Mostly Ready',
    description:
      'You have a solid foundation. Strengthen the weaker areas below before you commit to a date.',
  },
  {
    level: 'getting-ready',
    minPercent: 40,
    title: 'Getting Ready',
    description:
      'You are on your way, but a few gaps could put your break at risk. Work on the areas below first.',
  },
  {
    level: 'not-ready',
    minPercent: 0,
    title: 'Not Quite Ready',
    description:
      'A career break now would be risky. Build your savings and safety nets before setting a date.',
  },
]);

/** General advice that completes the list to 4 items when fewer than 4 answers are weak. */
export const READINESS_GENERAL_RECOMMENDATIONS = deepFreeze<readonly string[]>([
  'Run your numbers in our Runway Calculator to see how long your savings will last.',
  'Review your budget and insurance every few months as your plans change.',
  'Keep your skills and professional network active during your break.',
  'Decide in advance the savings level at which you would return to work.',
]);

/** Fewest and most recommendations a result carries (product: readiness-quiz#scoring). */
export const READINESS_RECOMMENDATION_COUNT = deepFreeze({ min: 4, max: 6 } as const);

/** Validation messages (an answer is required per question, product: readiness-quiz#validation). */
export const READINESS_MESSAGES = deepFreeze({
  unanswered: 'Please answer every question',
  unknownAnswer: 'Please choose one of the listed answers',
} as const);
