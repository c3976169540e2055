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
