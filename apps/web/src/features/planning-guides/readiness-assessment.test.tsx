import {
  READINESS_QUESTIONS,
  READINESS_RECOMMENDATION_COUNT,
  scoreReadiness,
} from '@freedompath/engine/readiness';
import type { ReadinessAnswers } from '@freedompath/engine/readiness';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { ReadinessAssessment } from './readiness-assessment';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const isDisabled = (name: string) => button(name).disabled;

async function setup() {
  const user = userEvent.setup();
  renderWithRouter(() => <ReadinessAssessment />);
  await screen.findByText('Question 1 of 6');
  return user;
}

/** Answers every question with the option at `pick(questionIndex)` and returns the answers. */
async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  pick: (index: number) => number,
): Promise<ReadinessAnswers> {
  const answers: Record<string, string> = {};
  for (const [index, question] of READINESS_QUESTIONS.entries()) {
    expect(screen.getByRole('group', { name: question.question })).toBeTruthy();
    const option = question.options[pick(index)]!;
    await user.click(screen.getByRole('radio', { name: option.label }));
    answers[question.id] = option.value;
    await user.click(button(index === READINESS_QUESTIONS.length - 1 ? 'Get Results' : 'Next'));
  }
  return answers;
}

describe('ReadinessAssessment', () => {
  it('asks the engine questions one at a time with their options', async () => {
    await setup();
    const first = READINESS_QUESTIONS[0]!;
    const group = screen.getByRole('group', { name: first.question });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(first.options.map((option) => option.label));
  });

  it('disables Next until the question is answered and Previous on the first question', async () => {
    const user = await setup();
    expect(isDisabled('Next')).toBe(true);
    expect(isDisabled('Previous')).toBe(true);
    await user.click(
      screen.getByRole('radio', { name: READINESS_QUESTIONS[0]!.options[2]!.label }),
    );
    expect(isDisabled('Next')).toBe(false);
    expect(isDisabled('Previous')).toBe(true);

    await user.click(button('Next'));
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();
    expect(isDisabled('Next')).toBe(true);
    expect(isDisabled('Previous')).toBe(false);
  });

  it('keeps answers when going back with Previous', async () => {
    const user = await setup();
    const option = READINESS_QUESTIONS[0]!.options[1]!;
    await user.click(screen.getByRole('radio', { name: option.label }));
    await user.click(button('Next'));
    await user.click(button('Previous'));
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: option.label }).checked).toBe(true);
    expect(isDisabled('Next')).toBe(false);
  });

  it('reads Get Results on the last question only', async () => {
    const user = await setup();
    for (let index = 0; index < READINESS_QUESTIONS.length - 1; index += 1) {
      expect(screen.queryByRole('button', { name: 'Get Results' })).toBeNull();
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(button('Next'));
    }
    expect(screen.getByText('Question 6 of 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(isDisabled('Get Results')).toBe(true);
  });

  it('shows the engine result: level, description, 4-6 recommendations and the calculator link', async () => {
    const user = await setup();
    const answers = await answerAll(user, () => 0);
    const expected = scoreReadiness(answers);
    const results = screen.getByRole('region', { name: 'Your Readiness Results' });
    expect(within(results).getByRole('heading', { level: 2 }).textContent).toBe(expected.title);
    expect(results.textContent).toContain(expected.description);
    const items = within(results).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(expected.recommendations);
    expect(items.length).toBeGreaterThanOrEqual(READINESS_RECOMMENDATION_COUNT.min);
    expect(items.length).toBeLessThanOrEqual(READINESS_RECOMMENDATION_COUNT.max);
    expect(
      within(results).getByRole('link', { name: 'Use Our Calculator' }).getAttribute('href'),
    ).toBe('/runway-calculator');
    expect(document.activeElement).toBe(within(results).getByRole('heading', { level: 2 }));
  });

  it('reaches Financially Ready! with the strongest answers', async () => {
    const user = await setup();
    const answers = await answerAll(user, (index) =>
      READINESS_QUESTIONS[index]!.options.reduce(
        (best, option, at, all) => (option.score > all[best]!.score ? at : best),
        0,
      ),
    );
    expect(scoreReadiness(answers).level).toBe('ready');
    expect(screen.getByRole('heading', { name: 'Financially Ready!' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(READINESS_RECOMMENDATION_COUNT.min);
  });

  it('Retake Assessment clears the answers and returns to the first question', async () => {
    const user = await setup();
    await answerAll(user, () => 1);
    await user.click(button('Retake Assessment'));
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(isDisabled('Next')).toBe(true);
    expect(isDisabled('Previous')).toBe(true);
  });

  it('works with the keyboard alone (Space chooses, Enter moves on)', async () => {
    const user = await setup();
    const first = READINESS_QUESTIONS[0]!;
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: first.options[0]!.label }),
    );
    // Space chooses the focused answer (jsdom cannot walk radios with arrow keys: the e2e does).
    await user.keyboard(' ');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: first.options[0]!.label }).checked,
    ).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(button('Next'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();
  });
});
