import { throwIfInvalid } from '../shared/engine-error.js';
import {
  READINESS_GENERAL_RECOMMENDATIONS,
  READINESS_LEVELS,
  READINESS_MAX_SCORE,
  READINESS_QUESTIONS,
  READINESS_RECOMMENDATION_COUNT,
} from './constants.js';
import type { ReadinessAnswers, ReadinessResult } from './types.js';
import { validateReadiness } from './validate-readiness.js';

/**
 * Scores the six-question readiness quiz: the sum of the chosen options' points out of 60,
 * a level by percent of the maximum (≥ 80 ready, ≥ 60 mostly ready, ≥ 40 getting ready, else
 * not ready) and 4 to 6 recommendations. Every answer scoring below 10 yields its question's
 * advice, lowest scores first (ties in quiz order); general advice fills the list up to 4.
 *
 * @example
 * scoreReadiness({ emergencyFund: '6-plus-months', debtToIncome: '0-10', savingsRate: '16-25',
 *   investmentKnowledge: 'intermediate', insurance: 'good', fundingPlan: 'detailed' })
 * // { score: 47, maxScore: 60, percent: 78.33…, level: 'mostly-ready', title: 'Mostly Ready', … }
 * @throws EngineError when {@link validateReadiness} reports an issue.
 */
export function scoreReadiness(answers: ReadinessAnswers): ReadinessResult {
  throwIfInvalid(validateReadiness(answers));
  const scored = READINESS_QUESTIONS.map((question) => {
    const option = question.options.find((o) => o.value === answers[question.id]);
    return { score: option?.score ?? 0, recommendation: question.recommendation };
  });
  const score = scored.reduce((sum, item) => sum + item.score, 0);
  // Integer comparison (score × 100 against minPercent × max) keeps 48/60 exactly at 80 %.
  const band =
    READINESS_LEVELS.find((l) => score * 100 >= l.minPercent * READINESS_MAX_SCORE) ??
    READINESS_LEVELS[READINESS_LEVELS.length - 1]!;

  const recommendations = scored
    .filter((item) => item.score < 10)
    .sort((a, b) => a.score - b.score)
    .slice(0, READINESS_RECOMMENDATION_COUNT.max)
    .map((item) => item.recommendation);
  for (const general of READINESS_GENERAL_RECOMMENDATIONS) {
    if (recommendations.length >= READINESS_RECOMMENDATION_COUNT.min) break;
    recommendations.push(general);
  }

  return {
    score,
    maxScore: READINESS_MAX_SCORE,
    percent: (score / READINESS_MAX_SCORE) * 100,
    level: band.level,
    title: band.title,
    description: band.description,
    recommendations,
  };
}
