import { ENGINE_LIMITS } from '@freedompath/engine';
import { DEBT_LIMITS, DEBT_TYPES } from '@freedompath/engine/debt';
import type { DebtType } from '@freedompath/engine/debt';
import { z } from 'zod/mini';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

/** Longest debt name the form takes and the URL carries. */
export const DEBT_NAME_MAX_LENGTH = 100;

/**
 * A number a field can show and read back: `1e-7` is a valid number but not text a visitor
 * types (nor one `parseNumber` reads), so a hand-edited link holding it falls back instead.
 */
const typeable = (schema: z.ZodMiniNumber<number>) =>
  schema.check(z.refine((value) => parseNumber(numberText(value)) === value));

/** A dollar amount as `validateDebtPaydown` bounds it. */
const amount = (min: number) =>
  typeable(z.number().check(z.minimum(min), z.maximum(DEBT_LIMITS.maxAmount)));

/**
 * What each number field of the form may hold in the URL, as the engine bounds it (`null`: left
 * blank). The form keeps the last good value for text these refuse. Each is built on its first
 * parse: the route loads this module with the app shell (see `defineSearchPlan`).
 */
export const planNumbers = {
  balance: z.lazy(() => z.nullable(amount(DEBT_LIMITS.minAmount))),
  minimumPayment: z.lazy(() => z.nullable(amount(DEBT_LIMITS.minAmount))),
  interestRate: z.lazy(() =>
    z.nullable(typeable(z.number().check(z.minimum(0), z.maximum(DEBT_LIMITS.maxInterestRate)))),
  ),
  extraMonthlyPayment: z.lazy(() => amount(0)),
  bonusYear: z.lazy(() =>
    z.nullable(
      z.number().check(z.int(), z.minimum(ENGINE_LIMITS.minYear), z.maximum(ENGINE_LIMITS.maxYear)),
    ),
  ),
  bonusAmount: z.lazy(() => z.nullable(amount(0))),
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

function debtPaydownFields() {
  /** One debt in the URL. Its id is its position, so it is not stored; bad fields go blank. */
  const planDebt = z.catch(
    z.object({
      name: z.catch(z.string().check(z.maxLength(DEBT_NAME_MAX_LENGTH)), ''),
      type: z.catch(z.enum(debtTypes), blankPlanDebt.type),
      balance: z.catch(planNumbers.balance, null),
      minimumPayment: z.catch(planNumbers.minimumPayment, null),
      interestRate: z.catch(planNumbers.interestRate, null),
    }),
    () => ({ ...blankPlanDebt }),
  );
  /** One bonus payment in the URL: its calendar month and year, and the amount. */
  const planBonus = z.object({
    month: z.catch(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 1),
    year: z.catch(planNumbers.bonusYear, null),
    amount: z.catch(planNumbers.bonusAmount, null),
  });
  return {
    debts: z.array(planDebt).check(z.minLength(1), z.maxLength(DEBT_LIMITS.maxDebts)),
    extraMonthlyPayment: planNumbers.extraMonthlyPayment,
    bonusPayments: z.array(planBonus).check(z.maxLength(DEBT_LIMITS.maxBonusPayments)),
  };
}

export type DebtPaydownPlan = PlanValues<ReturnType<typeof debtPaydownFields>>;
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
