import { READINESS_QUESTIONS, scoreReadiness } from '@freedompath/engine/readiness';
import type {
  ReadinessAnswers,
  ReadinessQuestionId,
  ReadinessResult,
} from '@freedompath/engine/readiness';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from './progress-bar';

/** The six-question financial readiness quiz, one question at a time, scored by the engine. */
export function ReadinessAssessment() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<ReadinessAnswers>({});
  const [result, setResult] = useState<ReadinessResult | null>(null);
  const name = useId();

  const retake = () => {
    setAnswers({});
    setStep(0);
    setResult(null);
  };

  if (result) return <ReadinessResults result={result} onRetake={retake} />;

  const question = READINESS_QUESTIONS[step]!;
  const questionId: ReadinessQuestionId = question.id;
  const answer = answers[questionId];
  const isLast = step === READINESS_QUESTIONS.length - 1;
  const next = () => {
    if (isLast) setResult(scoreReadiness(answers));
    else setStep(step + 1);
  };

  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Financial Readiness Assessment</h2>
      <p className="mt-1 text-sm text-slate-600">
        Question {step + 1} of {READINESS_QUESTIONS.length}
      </p>
      <div className="mt-3">
        <ProgressBar
          label="Assessment progress"
          percent={Math.round((step / READINESS_QUESTIONS.length) * 100)}
        />
      </div>
      <fieldset className="mt-6 min-w-0">
        <legend className="text-lg font-medium text-slate-900">{question.question}</legend>
        <div className="mt-4 grid gap-2">
          {question.options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${name}-${question.id}`}
                value={option.value}
                checked={answer === option.value}
                onChange={() => setAnswers({ ...answers, [question.id]: option.value })}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        <Button disabled={!answer} onClick={next}>
          {isLast ? 'Get Results' : 'Next'}
        </Button>
      </div>
    </Card>
  );
}

function ReadinessResults({ result, onRetake }: { result: ReadinessResult; onRetake: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the result so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <section aria-label="Your Readiness Results">
        <p className="text-sm font-medium text-slate-600">Your readiness level</p>
        <h2 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold text-brand-800">
          {result.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Score: {result.score} of {result.maxScore} ({Math.round(result.percent)}%)
        </p>
        <p className="mt-4">{result.description}</p>
        <h3 className="mt-6 text-lg font-semibold text-slate-900">Recommendations</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/runway-calculator">Use Our Calculator</Link>
          </Button>
          <Button variant="secondary" onClick={onRetake}>
            Retake Assessment
          </Button>
        </div>
      </section>
    </Card>
  );
}
