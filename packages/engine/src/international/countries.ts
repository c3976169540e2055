import { deepFreeze } from '../shared/deep-freeze.js';
import type { InternationalCountry } from './types.js';

const HEALTH = 'Health insurance valid in the country';
const CLEAN_RECORD = 'Clean criminal record';
const REMOTE = 'Work for employers or clients outside the country';

/**
 * Destinations with their visa requirements. Portugal, Spain, France and Thailand carry the
 * data of product: international-runway#formulas-and-constants exactly; the others come from public
 * requirements (ADR 009 lists sources and conversions). Rent and food indices are estimates.
 * Requirements change: they are a screening aid, not legal advice.
 */
export const INTERNATIONAL_COUNTRIES = deepFreeze<InternationalCountry[]>([
  {
    id: 'portugal',
    name: 'Portugal',
    flag: '🇵🇹',
    costIndex: 0.65,
    rentIndex: 0.55,
    foodIndex: 0.6,
    visaRequirements: {
      digital_nomad: {
        name: 'Digital Nomad Visa (D8)',
        kind: 'digital_nomad',
        minMonthlyIncome: 3280,
        minSavings: 39360,
        description: 'For remote workers earning at least four times the Portuguese minimum wage.',
        incomeProofMonths: 12,
        additionalRequirements: [REMOTE, HEALTH, CLEAN_RECORD],
      },
      passive_income: {
        name: 'Passive Income Visa (D7)',
        kind: 'non_lucrative',
        minMonthlyIncome: 820,
        minSavings: 0,
        description: 'For people living on pensions, rents, dividends or other passive income.',
        additionalRequirements: ['Accommodation in Portugal', HEALTH, CLEAN_RECORD],
      },
    },
  },
  {
    id: 'spain',
    name: 'Spain',
    flag: '🇪🇸',
    costIndex: 0.7,
    rentIndex: 0.6,
    foodIndex: 0.65,
    visaRequirements: {
      digital_nomad: {
        name: 'Digital Nomad Visa',
        kind: 'digital_nomad',
        minMonthlyIncome: 2520,
        minSavings: 7560,
        description: 'For remote workers of companies or clients outside Spain.',
        incomeProofMonths: 3,
        additionalRequirements: [REMOTE, HEALTH, CLEAN_RECORD],
      },
      non_lucrative: {
        name: 'Non-Lucrative Visa',
        kind: 'non_lucrative',
        minMonthlyIncome: 2400,
        minSavings: 28800,
        description: 'For residents who live on their own means without working in Spain.',
        additionalRequirements: ['No work in Spain', HEALTH, CLEAN_RECORD],
      },
    },
  },
  {
    id: 'france',
    name: 'France',
    flag: '🇫🇷',
    costIndex: 0.9,
    rentIndex: 0.85,
    foodIndex: 0.9,
    visaRequirements: {
      long_stay: {
        name: 'Long-Stay Visitor Visa',
        kind: 'non_lucrative',
        minMonthlyIncome: 1747.2,
        minSavings: 20966.4,
        description: 'For a stay of over 3 months without working in France.',
        additionalRequirements: ['No work in France', HEALTH, 'Accommodation in France'],
      },
    },
  },
  {
    id: 'thailand',
    name: 'Thailand',
    flag: '🇹🇭',
    costIndex: 0.4,
    rentIndex: 0.3,
    foodIndex: 0.35,
    visaRequirements: {
      long_term_resident: {
        name: 'Long-Term Resident Visa',
        kind: 'non_lucrative',
        minMonthlyIncome: 6666.67,
        minSavings: 50000,
        description: 'A 10-year visa for wealthy retirees, remote workers and professionals.',
        additionalRequirements: [HEALTH],
      },
    },
  },
  {
    id: 'mexico',
    name: 'Mexico',
    flag: '🇲🇽',
    costIndex: 0.5,
    rentIndex: 0.4,
    foodIndex: 0.45,
    visaRequirements: {
      temporary_resident: {
        name: 'Temporary Resident Visa (economic solvency)',
        kind: 'non_lucrative',
        minMonthlyIncome: 4300,
        minSavings: 0,
        alternativeMinSavings: 71500,
        description:
          'Income of 300 days of the minimum wage a month for 6 months, or an average balance of 5,000 days of it over 12 months.',
        incomeProofMonths: 6,
        additionalRequirements: ['Apply at a Mexican consulate', 'No work for Mexican employers'],
      },
    },
  },
  {
    id: 'costa-rica',
    name: 'Costa Rica',
    flag: '🇨🇷',
    costIndex: 0.6,
    rentIndex: 0.5,
    foodIndex: 0.6,
    visaRequirements: {
      digital_nomad: {
        name: 'Remote Worker Stay (Digital Nomad)',
        kind: 'digital_nomad',
        minMonthlyIncome: 3000,
        minSavings: 0,
        description: 'For remote workers with stable foreign income ($4,000 a month with family).',
        incomeProofMonths: 12,
        additionalRequirements: [REMOTE, HEALTH],
      },
      rentista: {
        name: 'Rentista Residency',
        kind: 'non_lucrative',
        minMonthlyIncome: 2500,
        minSavings: 0,
        alternativeMinSavings: 60000,
        description:
          'Stable income of $2,500 a month for 2 years, or a $60,000 deposit in a Costa Rican bank.',
        incomeProofMonths: 24,
        additionalRequirements: [
          'No employment in Costa Rica',
          'Join the national health system (CCSS)',
        ],
      },
    },
  },
  {
    id: 'colombia',
    name: 'Colombia',
    flag: '🇨🇴',
    costIndex: 0.45,
    rentIndex: 0.35,
    foodIndex: 0.4,
    visaRequirements: {
      digital_nomad: {
        name: 'Digital Nomad Visa (V)',
        kind: 'digital_nomad',
        minMonthlyIncome: 1000,
        minSavings: 0,
        description: 'For remote workers earning at least three Colombian monthly minimum wages.',
        incomeProofMonths: 3,
        additionalRequirements: [REMOTE, HEALTH],
      },
    },
  },
  {
    id: 'estonia',
    name: 'Estonia',
    flag: '🇪🇪',
    costIndex: 0.75,
    rentIndex: 0.6,
    foodIndex: 0.7,
    visaRequirements: {
      digital_nomad: {
        name: 'Digital Nomad Visa',
        kind: 'digital_nomad',
        minMonthlyIncome: 4500,
        minSavings: 0,
        description: 'For location-independent workers earning at least €4,500 a month before tax.',
        incomeProofMonths: 6,
        additionalRequirements: [REMOTE, HEALTH],
      },
    },
  },
  {
    id: 'greece',
    name: 'Greece',
    flag: '🇬🇷',
    costIndex: 0.65,
    rentIndex: 0.5,
    foodIndex: 0.6,
    visaRequirements: {
      digital_nomad: {
        name: 'Digital Nomad Visa',
        kind: 'digital_nomad',
        minMonthlyIncome: 3500,
        minSavings: 0,
        description:
          'For remote workers earning at least €3,500 a month after tax (more with family).',
        additionalRequirements: [REMOTE, HEALTH, CLEAN_RECORD],
      },
    },
  },
]);
