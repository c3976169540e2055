import { deepFreeze } from '../shared/deep-freeze.js';
import type { TravelCountry } from './types.js';

type Row = [
  id: string,
  name: string,
  region: TravelCountry['region'],
  costIndex: number,
  currency: string,
  languageMain: string,
  timeZone: string,
  flagEmoji: string,
];

// Only the United States (100) and Japan (83) indices come from the product definition; the others are
// editorial estimates on the same scale (ADR 009).
const ROWS: readonly Row[] = [
  [
    'united-states',
    'United States',
    'North America',
    100,
    'USD',
    'English',
    'America/New_York',
    '🇺🇸',
  ],
  ['canada', 'Canada', 'North America', 88, 'CAD', 'English', 'America/Toronto', '🇨🇦'],
  ['mexico', 'Mexico', 'North America', 45, 'MXN', 'Spanish', 'America/Mexico_City', '🇲🇽'],
  ['costa-rica', 'Costa Rica', 'Central America', 60, 'CRC', 'Spanish', 'America/Costa_Rica', '🇨🇷'],
  ['colombia', 'Colombia', 'South America', 38, 'COP', 'Spanish', 'America/Bogota', '🇨🇴'],
  ['peru', 'Peru', 'South America', 40, 'PEN', 'Spanish', 'America/Lima', '🇵🇪'],
  [
    'argentina',
    'Argentina',
    'South America',
    42,
    'ARS',
    'Spanish',
    'America/Argentina/Buenos_Aires',
    '🇦🇷',
  ],
  ['brazil', 'Brazil', 'South America', 45, 'BRL', 'Portuguese', 'America/Sao_Paulo', '🇧🇷'],
  ['united-kingdom', 'United Kingdom', 'Europe', 95, 'GBP', 'English', 'Europe/London', '🇬🇧'],
  ['france', 'France', 'Europe', 90, 'EUR', 'French', 'Europe/Paris', '🇫🇷'],
  ['germany', 'Germany', 'Europe', 85, 'EUR', 'German', 'Europe/Berlin', '🇩🇪'],
  ['netherlands', 'Netherlands', 'Europe', 92, 'EUR', 'Dutch', 'Europe/Amsterdam', '🇳🇱'],
  ['italy', 'Italy', 'Europe', 80, 'EUR', 'Italian', 'Europe/Rome', '🇮🇹'],
  ['spain', 'Spain', 'Europe', 70, 'EUR', 'Spanish', 'Europe/Madrid', '🇪🇸'],
  ['portugal', 'Portugal', 'Europe', 65, 'EUR', 'Portuguese', 'Europe/Lisbon', '🇵🇹'],
  ['greece', 'Greece', 'Europe', 65, 'EUR', 'Greek', 'Europe/Athens', '🇬🇷'],
  ['switzerland', 'Switzerland', 'Europe', 130, 'CHF', 'German', 'Europe/Zurich', '🇨🇭'],
  ['norway', 'Norway', 'Europe', 110, 'NOK', 'Norwegian', 'Europe/Oslo', '🇳🇴'],
  ['iceland', 'Iceland', 'Europe', 120, 'ISK', 'Icelandic', 'Atlantic/Reykjavik', '🇮🇸'],
  ['morocco', 'Morocco', 'Africa', 40, 'MAD', 'Arabic', 'Africa/Casablanca', '🇲🇦'],
  ['south-africa', 'South Africa', 'Africa', 50, 'ZAR', 'English', 'Africa/Johannesburg', '🇿🇦'],
  ['japan', 'Japan', 'Asia', 83, 'JPY', 'Japanese', 'Asia/Tokyo', '🇯🇵'],
  ['south-korea', 'South Korea', 'Asia', 75, 'KRW', 'Korean', 'Asia/Seoul', '🇰🇷'],
  ['thailand', 'Thailand', 'Asia', 40, 'THB', 'Thai', 'Asia/Bangkok', '🇹🇭'],
  ['vietnam', 'Vietnam', 'Asia', 35, 'VND', 'Vietnamese', 'Asia/Ho_Chi_Minh', '🇻🇳'],
  ['indonesia', 'Indonesia', 'Asia', 38, 'IDR', 'Indonesian', 'Asia/Jakarta', '🇮🇩'],
  ['malaysia', 'Malaysia', 'Asia', 40, 'MYR', 'Malay', 'Asia/Kuala_Lumpur', '🇲🇾'],
  ['india', 'India', 'Asia', 30, 'INR', 'Hindi', 'Asia/Kolkata', '🇮🇳'],
  ['australia', 'Australia', 'Oceania', 95, 'AUD', 'English', 'Australia/Sydney', '🇦🇺'],
  ['new-zealand', 'New Zealand', 'Oceania', 90, 'NZD', 'English', 'Pacific/Auckland', '🇳🇿'],
];

/**
 * The planner's 30 countries (product: travel-planner#inputs): cost index relative to the United
 * States = 100 (product: travel-planner#formulas-and-constants: United States 100, Japan 83; the
 * others are estimates, ADR 009).
 */
export const TRAVEL_COUNTRIES = deepFreeze(
  ROWS.map(
    ([
      id,
      name,
      region,
      costIndex,
      currency,
      languageMain,
      timeZone,
      flagEmoji,
    ]): TravelCountry => ({
      id,
      name,
      region,
      costIndex,
      currency,
      languageMain,
      timeZone,
      flagEmoji,
    }),
  ),
);
