import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** `international-runway`: the form of the engine's `calculateInternationalRunway`. */
export const internationalRunwayInputsSchema = z
  .strictObject({
    cashSavings: z.optional(z.number()).check(z.describe('$; default 0')),
    investments: z.optional(z.number()).check(z.describe('$; default 0')),
    monthlyRemoteIncome: z
      .optional(z.number())
      .check(z.describe('Remote-work income, $/month; default 0')),
    portfolioWithdrawal: z
      .optional(z.number())
      .check(z.describe('Planned withdrawal from investments, $/month; default 0')),
    visaTypePreference: z
      .optional(boundedList(z.enum(['digital_nomad', 'non_lucrative']), 2))
      .check(z.describe('Visa kinds to consider; empty or absent means both')),
    selectedCountries: boundedList(z.string(), 9).check(
      z.describe(
        "Country ids of the engine's list (portugal, thailand, …), at least one, each once",
      ),
    ),
    runwayCalculationType: z
      .optional(z.enum(['cash', 'investments', 'combined']))
      .check(z.describe("Which assets the runway draws down; default 'combined'")),
    includeIncome: z
      .optional(z.boolean())
      .check(z.describe('Count income in the runway; default true')),
  })
  .register(z.globalRegistry, {
    id: 'InternationalRunwayInputs',
    example: {
      cashSavings: 50_000,
      investments: 50_000,
      monthlyRemoteIncome: 3500,
      portfolioWithdrawal: 0,
      visaTypePreference: ['digital_nomad'],
      selectedCountries: ['portugal', 'thailand'],
      runwayCalculationType: 'combined',
      includeIncome: true,
    },
  });
export type InternationalRunwayInputs = z.infer<typeof internationalRunwayInputsSchema>;
