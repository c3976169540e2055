/** Ids of the six readiness questions, in quiz order. */
export type ReadinessQuestionId =
  | 'emergencyFund'
  | 'debtToIncome'
  | 'savingsRate'
  | 'investmentKnowledge'
  | 'insurance'
  | 'fundingPlan';

/** One radio answer: `score` is the points it earns, 0–10. */
export interface ReadinessOption {
  value: string;
  label: string;
  score: number;
}

/** A quiz question (product: readiness-quiz#questions): always answered with one radio option. */
export interface ReadinessQuestion {
  id: ReadinessQuestionId;
  question: string;
  type: 'radio';
  options: readonly ReadinessOption[];
  /** Advice shown when this answer is among the weakest (scores below 10). */
  recommendation: string;
}

/** The chosen option `value` per question id. */
export type ReadinessAnswers = Partial<Record<ReadinessQuestionId, string>>;

/** Readiness levels of product: readiness-quiz#scoring, from the highest. */
export type ReadinessLevel = 'ready' | 'mostly-ready' | 'getting-ready' | 'not-ready';

/** The result of `scoreReadiness`. */
export interface ReadinessResult {
  /** Points earned, 0–60. */
  score: number;
  /** Always 60 (6 questions × 10 points). */
  maxScore: number;
  /** score ÷ maxScore × 100, unrounded (0–100). */
  percent: number;
  level: ReadinessLevel;
  title: string;
  description: string;
  /** 4 to 6 pieces of advice, weakest answers first. */
  recommendations: string[];
}
