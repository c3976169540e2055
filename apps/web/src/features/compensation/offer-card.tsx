import { COMPENSATION_DEFAULTS, OFFER_DEFAULTS } from '@freedompath/engine/compensation';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { SliderField } from '../calculators/kit/fields/slider-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { OFFER_FIELDS } from './compensation-plan';
import type { OfferFormState } from './compensation-form-state';
import { baseSalaryItem, offerGroups, workLocations } from './offer-fields';
import type {
  AmountItem,
  OfferAmountField,
  OfferFlagField,
  OfferGroup,
  OfferItem,
} from './offer-fields';
import { OfferFieldGroup } from './offer-field-group';

export interface OfferCardProps {
  offer: OfferFormState;
  index: number;
  /** The card's title: the offer's name, or 'Offer N' while it has none. */
  title: string;
  /** All the form's messages, by path (`offers.1.baseSalary`). */
  errors: FieldErrors;
  onChange: (offer: OfferFormState) => void;
  /**
   * Absent on the current job and the new offer, which cannot be removed
   * (product: compensation#rules).
   */
  onRemove?: () => void;
}

/**
 * The vesting slider's reach (product: compensation#formulas-and-constants: 1 to 7 years, default
 * 4).
 */
const { minVestingYears, maxVestingYears } = COMPENSATION_DEFAULTS;

const years = (value: number) => formatCount(value, 'year', 'years');

/** The fields an item of a group stands for, for its messages. */
function itemFields(item: OfferItem): string[] {
  switch (item.type) {
    case 'amount':
      return [item.field];
    case 'bonus':
      return [item.field, item.flag];
    case 'vesting':
      return ['vestingYears'];
    case 'unlimitedPto':
      return ['isUnlimitedPTO'];
  }
}

/** How many of a group's fields differ from a blank offer. */
function filledCount(offer: OfferFormState, group: OfferGroup): number {
  const amountSet = (field: OfferAmountField) => {
    const text = offer[field];
    return text.trim() !== '' && parseNumber(text) !== 0;
  };
  return group.items.filter((item) => {
    switch (item.type) {
      case 'amount':
      case 'bonus':
        return amountSet(item.field);
      case 'vesting':
        return parseNumber(offer.vestingYears) !== OFFER_DEFAULTS.vestingYears;
      case 'unlimitedPto':
        return offer.isUnlimitedPTO;
    }
  }).length;
}

/**
 * One job offer: name, work location and base salary always in view; the many other terms in
 * collapsible groups. Blank amounts count as 0.
 */
export function OfferCard({ offer, index, title, errors, onChange, onRemove }: OfferCardProps) {
  const titleId = useId();
  const path = (field: string) => `offers.${index}.${field}`;
  const error = (field: string) => errors[path(field)];
  const setAmount = (field: OfferAmountField, text: string) =>
    onChange({ ...offer, [field]: text });
  const setFlag = (field: OfferFlagField, on: boolean) => onChange({ ...offer, [field]: on });

  const amountField = (item: AmountItem, props: { disabled?: boolean; hint?: string } = {}) => {
    const common = {
      name: path(item.field),
      label: item.label,
      hint: props.hint ?? item.hint,
      value: offer[item.field],
      placeholder: '0',
      onChange: (text: string) => setAmount(item.field, text),
      error: error(item.field),
      disabled: props.disabled,
    };
    if (item.kind === 'percent') return <PercentField key={item.field} {...common} />;
    if (item.kind === 'count') return <IntegerField key={item.field} {...common} />;
    return <MoneyField key={item.field} {...common} />;
  };

  const renderItem = (item: OfferItem) => {
    switch (item.type) {
      case 'amount':
        return item.field === 'ptoDays'
          ? amountField(item, {
              disabled: offer.isUnlimitedPTO,
              ...(offer.isUnlimitedPTO ? { hint: 'Unlimited: valued at 25 days' } : {}),
            })
          : amountField(item);
      case 'bonus': {
        const isPercent = offer[item.flag];
        return (
          <div key={item.field} className="grid content-start gap-3">
            {amountField({
              type: 'amount',
              field: item.field,
              label: item.label,
              hint: isPercent ? '% of base salary a year' : '$ a year',
              kind: isPercent ? 'percent' : 'money',
            })}
            <ToggleField
              name={path(item.flag)}
              label={`${item.label} as % of base salary`}
              checked={isPercent}
              onChange={(on) => setFlag(item.flag, on)}
              error={error(item.flag)}
            />
          </div>
        );
      }
      case 'vesting':
        return (
          <SliderField
            key="vestingYears"
            name={path('vestingYears')}
            label="Vesting period"
            hint={`${minVestingYears} to ${maxVestingYears} years`}
            min={minVestingYears}
            max={maxVestingYears}
            format={years}
            value={Number(offer.vestingYears)}
            onChange={(years) => onChange({ ...offer, vestingYears: String(years) })}
            error={error('vestingYears')}
          />
        );
      case 'unlimitedPto':
        return (
          <ToggleField
            key="isUnlimitedPTO"
            name={path('isUnlimitedPTO')}
            label="Unlimited PTO"
            hint={`Counted as ${COMPENSATION_DEFAULTS.unlimitedPtoDays} days a year`}
            checked={offer.isUnlimitedPTO}
            onChange={(on) => setFlag('isUnlimitedPTO', on)}
            error={error('isUnlimitedPTO')}
            className="sm:pt-7"
          />
        );
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={titleId} className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-sm font-medium text-slate-600">Offer {index + 1}</p>
            <h2 id={titleId} className="text-xl font-bold break-words text-slate-900">
              {title}
            </h2>
          </div>
          {onRemove ? (
            <Button variant="ghost" className="print:hidden" onClick={onRemove}>
              Remove <span className="sr-only">{title}</span>
            </Button>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name={path('name')}
            label="Offer name"
            value={offer.name}
            maxLength={OFFER_FIELDS.name.maxLength}
            placeholder={`Offer ${index + 1}`}
            onChange={(name) => onChange({ ...offer, name })}
            error={error('name')}
          />
          <SelectField
            name={path('workLocation')}
            label="Work location"
            value={offer.workLocation}
            options={workLocations}
            onChange={(workLocation) => onChange({ ...offer, workLocation })}
            error={error('workLocation')}
          />
          {amountField(baseSalaryItem)}
        </div>
        <div className="grid gap-3">
          {offerGroups.map((group) => (
            <OfferFieldGroup
              key={group.title}
              title={group.title}
              filled={filledCount(offer, group)}
              hasError={group.items.some((item) =>
                itemFields(item).some((field) => error(field) !== undefined),
              )}
            >
              {group.items.map(renderItem)}
            </OfferFieldGroup>
          ))}
        </div>
      </section>
    </Card>
  );
}
