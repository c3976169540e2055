/**
 * Writes src/fire/data/market-history.generated.ts from the Shiller CSV.
 * Usage: tsx scripts/derive-market-history.ts [path/to/sp500-shiller-monthly.csv]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveMarketHistory, marketHistoryModule } from './market-history.js';

const csvPath =
  process.argv[2] ?? fileURLToPath(new URL('../data/sp500-shiller-monthly.csv', import.meta.url));
const target = fileURLToPath(
  new URL('../src/fire/data/market-history.generated.ts', import.meta.url),
);
const months = deriveMarketHistory(readFileSync(csvPath, 'utf8'));
writeFileSync(target, marketHistoryModule(months));
console.log(`Wrote ${months.length} months to ${target}`);
