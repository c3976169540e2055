import { ENGINE_LIMITS } from '@freedompath/engine';
import { DEBT_LIMITS, DEBT_TYPES } from '@freedompath/engine/debt';
import type { DebtType } from '@freedompath/engine/debt';
import { z } from 'zod';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

/** Longest debt name the form takes and the URL carries. */
export const DEBT_NAME_MAX_LENGTH = 100;

/**
 * A number a field can show and read back: `1e-7` is a valid number but not text a visitor
 * types (nor one `parseNumber` reads), so a hand-edited link holding it falls back instead.
 */
const typeable = (schema: z.ZodNumber) =>
  schema.refine((value) => parseNumber(numberText(value)) === value);

/** A dollar amount as `validateDebtPaydown` bounds it. */
const amount = (min: number) => typeable(z.number().min(min).max(DEBT_LIMITS.maxAmount));

/**
 * What each number field of the form may hold in the URL, as the engine bounds it (`null`: left
 * blank). The form keeps the last good value for text these refuse.
 */
export const planNumbers = {
  balance: amount(DEBT_LIMITS.minAmount).nullable(),
  minimumPayment: amount(DEBT_LIMITS.minAmount).nullable(),
  interestRate: typeable(z.number().min(0).max(DEBT_LIMITS.maxInterestRate)).nullable(),
  extraMonthlyPayment: amount(0),
  bonusYear: z.number().int().min(ENGINE_LIMITS.minYear).max(ENGINE_LIMITS.maxYear).nullable(),
  bonusAmount: amount(0).nullable(),
};

const debtTypes = DEBT_TYPES as [DebtType, ...DebtType[]];

/** A blank debt of the default type: how the form starts and what a bad debt in a link becomes. */
export const blankPlanDebt: {
  name: string;
  type: DebtType;
  balance: number | null;
  minimumPayment: number | null;
  interestRate: number | null;
} = { name: '', type: 'credit_card', balance: null, minimumPayment: null, interestRate: null };

/** One debt in the URL. Its id is its position, so it is not stored; bad fields go blank. */
const planDebt = z
  .object({
    name: z.string().max(DEBT_NAME_MAX_LENGTH).catch(''),
    type: z.enum(debtTypes).catch(blankPlanDebt.type),
    balance: planNumbers.balance.catch(null),
    minimumPayment: planNumbers.minimumPayment.catch(null),
    interestRate: planNumbers.interestRate.catch(null),
  })
  .catch(() => ({ ...blankPlanDebt }));

/** One bonus payment in the URL: its calendar month and year, and the amount. */
const planBonus = z.object({
  month: z.number().int().min(1).max(12).catch(1),
  year: planNumbers.bonusYear.catch(null),
  amount: planNumbers.bonusAmount.catch(null),
});

const debtPaydownFields = {
  debts: z.array(planDebt).min(1).max(DEBT_LIMITS.maxDebts),
  extraMonthlyPayment: planNumbers.extraMonthlyPayment,
  bonusPayments: z.array(planBonus).max(DEBT_LIMITS.maxBonusPayments),
};

export type DebtPaydownPlan = PlanValues<typeof debtPaydownFields>;
export type PlanDebt = DebtPaydownPlan['debts'][number];

/**
 * The Debt Paydown plan in the URL: the debts, the extra monthly payment and the bonus
 * payments. It starts with one blank debt (spec §5: at least one), no extra payment (the
 * engine's default, $0) and no bonuses.
 */
export const debtPaydownPlan = defineSearchPlan(debtPaydownFields, {
  debts: [{ ...blankPlanDebt }],
  extraMonthlyPayment: 0,
  bonusPayments: [],
});
