/**
 * Derives the engine's monthly market history from Robert Shiller's CSV, kept in
 * packages/engine/data. Pure, so the test can recompute rows and regenerate the module.
 */

/** One month's nominal returns as fractions (0.01 = 1 %). */
export interface MarketMonth {
  year: number;
  month: number;
  stocks: number;
  bonds: number;
  inflation: number;
}

interface CsvRow {
  year: number;
  month: number;
  price: number;
  dividend: number;
  cpi: number;
  /** 10-year Treasury yield, %. */
  longRate: number;
}

/** Months left on the bond when it is sold a month after purchase. */
const BOND_MONTHS_LEFT = 119;

function parseCsv(csvText: string): CsvRow[] {
  const [header, ...lines] = csvText.trim().split(/\r?\n/);
  const columns = header!.split(',');
  const at = (name: string): number => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`The CSV has no column "${name}"`);
    return index;
  };
  const [date, price, dividend, cpi, longRate] = [
    at('Date'),
    at('SP500'),
    at('Dividend'),
    at('Consumer Price Index'),
    at('Long Interest Rate'),
  ];
  return lines.map((line) => {
    const cells = line.split(',');
    const [year, month] = cells[date]!.split('-').map(Number) as [number, number];
    return {
      year,
      month,
      price: Number(cells[price]),
      dividend: Number(cells[dividend]),
      cpi: Number(cells[cpi]),
      longRate: Number(cells[longRate]),
    };
  });
}

/** A row's month as written in the CSV, YYYY-MM. */
function label(row: CsvRow): string {
  return `${row.year}-${String(row.month).padStart(2, '0')}`;
}

/** A real month with every value a return needs, all finite and positive. */
function isCompleteRow(row: CsvRow): boolean {
  const positive = (value: number): boolean => Number.isFinite(value) && value > 0;
  return (
    Number.isInteger(row.year) &&
    Number.isInteger(row.month) &&
    row.month >= 1 &&
    row.month <= 12 &&
    positive(row.price) &&
    positive(row.dividend) &&
    positive(row.cpi) &&
    positive(row.longRate)
  );
}

/** Whether `next` is the month after `now`. */
function followsOn(now: CsvRow, next: CsvRow): boolean {
  return now.month === 12
    ? next.year === now.year + 1 && next.month === 1
    : next.year === now.year && next.month === now.month + 1;
}

/**
 * Total return of a 10-year par bond bought at yield `y` (a fraction) and sold a month later,
 * with 119 months left, at the next month's yield: a month's coupon plus the price change.
 */
export function bondMonthReturn(yieldNow: number, yieldNext: number): number {
  const coupon = yieldNow / 12;
  const rate = yieldNext / 12;
  const discount = (1 + rate) ** -BOND_MONTHS_LEFT;
  const price =
    rate === 0 ? coupon * BOND_MONTHS_LEFT + 1 : (coupon * (1 - discount)) / rate + discount;
  return price + coupon - 1;
}

/**
 * Every month t with a complete return: a dividend at t and a price, CPI and yield at t + 1.
 * - stocks: (P[t+1] + D[t]/12) / P[t] − 1 (P is the month's average level, D annualised)
 * - inflation: CPI[t+1] / CPI[t] − 1
 * - bonds: {@link bondMonthReturn} of the 10-year yield at t and t + 1
 *
 * The history ends at the first month without a complete return (the CSV's latest rows lack a
 * dividend or a CPI). Throws an Error when the first row is not a complete month (a bad file
 * would otherwise give an empty history) or when a row up to the end is not the month after the
 * one before it.
 */
export function deriveMarketHistory(csvText: string): MarketMonth[] {
  const rows = parseCsv(csvText);
  const first = rows[0];
  if (first === undefined || !isCompleteRow(first)) {
    throw new Error(
      `The CSV's first row (${first === undefined ? 'none' : label(first)}) must have a valid date and a positive price, dividend, CPI and long rate`,
    );
  }
  const months: MarketMonth[] = [];
  for (let t = 0; t + 1 < rows.length; t += 1) {
    const now = rows[t]!;
    const next = rows[t + 1]!;
    if (!followsOn(now, next)) {
      throw new Error(
        `The CSV's rows must be consecutive months: ${label(next)} follows ${label(now)}`,
      );
    }
    if (!(now.dividend > 0 && next.price > 0 && next.cpi > 0 && next.longRate > 0)) break;
    months.push({
      year: now.year,
      month: now.month,
      stocks: (next.price + now.dividend / 12) / now.price - 1,
      bonds: bondMonthReturn(now.longRate / 100, next.longRate / 100),
      inflation: next.cpi / now.cpi - 1,
    });
  }
  return months;
}

/** Returns stored as whole parts per million: exact in the module, 1e-6 a month of resolution. */
export const toPpm = (fraction: number): number => Math.round(fraction * 1e6);

function ppmList(name: string, values: number[]): string {
  const lines: string[] = [];
  for (let index = 0; index < values.length; index += 16) {
    lines.push(`  ${values.slice(index, index + 16).join(',')},`);
  }
  return `export const ${name}: readonly number[] = [\n${lines.join('\n')}\n];\n`;
}

/** The generated TypeScript module's text. */
export function marketHistoryModule(months: MarketMonth[]): string {
  const first = months[0]!;
  const last = months.at(-1)!;
  const name = (m: MarketMonth): string => `${m.year}-${String(m.month).padStart(2, '0')}`;
  return [
    '// Generated by scripts/derive-market-history.ts from data/sp500-shiller-monthly.csv',
    "// (Robert Shiller's data via datasets/s-and-p-500, ODC-PDDL-1.0). Do not edit: run",
    '// `pnpm --filter @freedompath/engine generate:market-history`.',
    `// Nominal monthly returns in parts per million, ${name(first)} to ${name(last)}:`,
    "// stocks (P[t+1] + D[t]/12) / P[t] − 1; bonds: a 10-year par bond at the month's yield",
    '// sold a month later at the next yield; inflation CPI[t+1] / CPI[t] − 1.',
    '',
    `export const MARKET_HISTORY_FIRST = { year: ${first.year}, month: ${first.month} } as const;`,
    `export const MARKET_HISTORY_MONTHS = ${months.length};`,
    '',
    ppmList(
      'STOCK_RETURNS_PPM',
      months.map((m) => toPpm(m.stocks)),
    ),
    ppmList(
      'BOND_RETURNS_PPM',
      months.map((m) => toPpm(m.bonds)),
    ),
    ppmList(
      'INFLATION_PPM',
      months.map((m) => toPpm(m.inflation)),
    ),
  ].join('\n');
}
