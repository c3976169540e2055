import { performance } from 'node:perf_hooks';

/** Timing of one benchmark case: median and 95th percentile of single runs, in milliseconds. */
export interface Measurement {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * Runs `fn` until `minTimeMs` has passed (after a warm-up so the JIT has compiled it) and
 * reports the median single-run time. The result of each run is kept so the work cannot be
 * optimised away.
 */
export function measure(fn: () => unknown, minTimeMs = 300): Measurement {
  const sink: unknown[] = [];
  const warmUpEnd = performance.now() + minTimeMs / 3;
  while (performance.now() < warmUpEnd) sink[0] = fn();
  const samples: number[] = [];
  const end = performance.now() + minTimeMs;
  while (performance.now() < end || samples.length < 30) {
    const start = performance.now();
    sink[0] = fn();
    samples.push(performance.now() - start);
  }
  if (sink.length !== 1) throw new Error('unreachable');
  samples.sort((a, b) => a - b);
  return { medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95), runs: samples.length };
}

/** One benchmark case: what to time, the bare loop of the same shape, and its budget. */
export interface BenchCase {
  name: string;
  /** The budget for the median; cases without one are printed for information. */
  budgetMs?: number;
  /** A bare loop with this case's shape (the same iterations, no results built). */
  bareLoop: () => unknown;
  run: () => unknown;
}

const format = (ms: number): string =>
  ms < 0.01 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`;

/**
 * Measures each case and its bare loop and prints median, p95, budget and the ratio, one line a
 * case under a header naming `what` is timed; sets exit code 1 when a median is over budget.
 */
export function reportCases(what: string, cases: readonly BenchCase[]): void {
  const width = Math.max(what.length, ...cases.map((bench) => bench.name.length)) + 2;
  let over = 0;
  console.log(
    what.padEnd(width),
    'median'.padStart(10),
    'p95'.padStart(10),
    'budget'.padStart(9),
    'vs bare loop'.padStart(13),
  );
  for (const bench of cases) {
    const result = measure(bench.run);
    const baseline = measure(bench.bareLoop);
    const ok = bench.budgetMs === undefined || result.medianMs <= bench.budgetMs;
    if (!ok) over += 1;
    console.log(
      bench.name.padEnd(width),
      format(result.medianMs).padStart(10),
      format(result.p95Ms).padStart(10),
      (bench.budgetMs === undefined ? '—' : format(bench.budgetMs)).padStart(9),
      `${(result.medianMs / Math.max(baseline.medianMs, 1e-6)).toFixed(1)}×`.padStart(13),
      bench.budgetMs === undefined ? '' : ok ? 'ok' : 'OVER BUDGET',
    );
  }
  if (over > 0) {
    console.log(`${over} case(s) over budget`);
    process.exitCode = 1;
  }
}
