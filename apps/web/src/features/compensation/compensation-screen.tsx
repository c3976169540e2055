import {
  compareOffers,
  COMPENSATION_DEFAULTS,
  COMPENSATION_MESSAGES,
  validateOffers,
} from '@freedompath/engine/compensation';
import type { OfferComparison } from '@freedompath/engine/compensation';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { CompensationChart } from './compensation-chart';
import { CompensationComparison, ITEM_HEADER } from './compensation-comparison';
import { compensationResultsSummary } from './compensation-results-summary';
import { compensationForm, newOffer } from './compensation-form-state';
import type { OfferFormState } from './compensation-form-state';
import type { CompensationPlanValues } from './compensation-plan';
import { OfferCard } from './offer-card';
import { notifyOfferCount, notifyOfferListIssue } from './offer-count-notice';
import { offerLabels } from './offer-labels';

const { minOffers, maxOffers } = COMPENSATION_DEFAULTS;

/** The offers' names as the results show them: one a heading, each told apart. */
const resultLabelsOf = (comparisons: readonly OfferComparison[]) =>
  offerLabels(
    comparisons.map((comparison) => comparison.name),
    [ITEM_HEADER],
  );

/**
 * The Compensation Comparison screen (product: compensation#screen): 2 to 4 offer cards (the
 * current job and the new offer always), Calculate (then Recalculate), and after it a stacked
 * breakdown chart and the detailed comparison. A shared link fills the cards in and shows no
 * results until Calculate.
 */
export function CompensationScreen({ plan }: { plan: CompensationPlanValues }) {
  const {
    frame,
    form: offers,
    setForm: setOffers,
    errors,
    clearErrors,
    result: comparisons,
    formRef: form,
    resultsHeading,
    gate,
    calculate: calculateOffers,
  } = useCalculatorScreen({
    id: 'compensation-calculator',
    form: compensationForm,
    plan,
    validate: validateOffers,
    invalidNumber: COMPENSATION_MESSAGES.invalidNumber,
    calculate: compareOffers,
    summary: (result) => compensationResultsSummary(result, resultLabelsOf(result)),
    successNotice: (previous) =>
      previous ? successNotices.calculationsUpdated : successNotices.calculationComplete,
  });
  const addButton = useRef<HTMLDivElement>(null);

  const titles = offerLabels(
    offers.map((offer) => offer.name),
    [ITEM_HEADER],
  );

  const update = (index: number, offer: OfferFormState) =>
    setOffers((current) => current.map((other, at) => (at === index ? offer : other)));

  const add = () => {
    if (offers.length >= maxOffers) {
      notifyOfferCount('max');
      return;
    }
    flushSync(() => setOffers([...offers, newOffer(offers)]));
    form.current?.querySelector<HTMLInputElement>(`[name="offers.${offers.length}.name"]`)?.focus();
  };

  const remove = (id: string) => {
    // Messages are filed by position, which a removal shifts: they go until the next Calculate.
    flushSync(() => {
      setOffers(offers.filter((offer) => offer.id !== id));
      clearErrors();
    });
    addButton.current?.querySelector('button')?.focus();
  };

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await calculateOffers();
    if (outcome.status === 'invalid') notifyOfferListIssue(outcome.issues);
  };

  const resultLabels = comparisons ? resultLabelsOf(comparisons) : [];

  return (
    <CalculatorScreen {...frame} wide>
      <div className="grid gap-8">
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void calculate(event)}
          className="grid gap-6"
        >
          <div className="grid gap-6 lg:grid-cols-2">
            {offers.map((offer, index) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                index={index}
                title={titles[index] ?? ''}
                errors={errors}
                onChange={(next) => update(index, next)}
                {...(index >= minOffers ? { onRemove: () => remove(offer.id) } : {})}
              />
            ))}
          </div>
          <div className="flex flex-wrap items-start gap-3">
            <div ref={addButton} className="grid gap-1 print:hidden">
              <Button variant="secondary" size="lg" onClick={add}>
                Add Offer
              </Button>
            </div>
            <CalculateButton
              gate={gate}
              label={comparisons ? 'Recalculate' : 'Calculate'}
              type="submit"
            />
            <CopyLinkButton />
          </div>
          <p className="text-sm text-slate-600 print:hidden">
            Compare {minOffers} to {maxOffers} offers. Your current job and the new offer are always
            compared. Blank amounts count as $0; yearly amounts unless a field says otherwise.
          </p>
        </form>
        {comparisons ? (
          <section aria-labelledby="compensation-results-title" className="grid gap-6">
            <h2
              id="compensation-results-title"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900"
            >
              Comparison
            </h2>
            <Card className="p-4 sm:p-6">
              <CompensationChart comparisons={comparisons} labels={resultLabels} />
            </Card>
            <CompensationComparison comparisons={comparisons} labels={resultLabels} />
          </section>
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
