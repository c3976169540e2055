import { z } from 'zod';
import { boundedList } from './bounded-list.js';

/** `international-runway`: the form of the engine's `calculateInternationalRunway`. */
export const internationalRunwayInputsSchema = z
  .strictObject({
    cashSavings: z.number().optional().describe('$; default 0'),
    investments: z.number().optional().describe('$; default 0'),
    monthlyRemoteIncome: z.number().optional().describe('Remote-work income, $/month; default 0'),
    portfolioWithdrawal: z
      .number()
      .optional()
      .describe('Planned withdrawal from investments, $/month; default 0'),
    visaTypePreference: boundedList(z.enum(['digital_nomad', 'non_lucrative']), 2)
      .optional()
      .describe('Visa kinds to consider; empty or absent means both'),
    selectedCountries: boundedList(z.string(), 9).describe(
      "Country ids of the engine's list (portugal, thailand, …), at least one, each once",
    ),
    runwayCalculationType: z
      .enum(['cash', 'investments', 'combined'])
      .optional()
      .describe("Which assets the runway draws down; default 'combined'"),
    includeIncome: z.boolean().optional().describe('Count income in the runway; default true'),
  })
  .meta({
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
