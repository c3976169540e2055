#!/usr/bin/env bash
# Runs the whole test suite several times in a row while the workspace builds in a loop, as on a
# busy developer machine, to catch tests whose timing only holds on an idle one. Every run is
# forced past turbo's cache. Prints each run's result and duration and the slowest tests;
# exits non-zero if any run failed (the logs are then kept).
#
# Usage: scripts/test-under-load.sh [runs]   (default 5; also `pnpm test:load [runs]`)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

runs=${1:-5}
if [[ ! $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [runs]  (a whole number of runs, default 5)" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/test-under-load.XXXXXX")
failed=0
build_pid=

stop_builds() {
  if [[ -n $build_pid ]]; then
    # The loop leads its own process group: this also stops the turbo and tsc/vite it started.
    kill -TERM -- "-$build_pid" 2>/dev/null || true
    wait "$build_pid" 2>/dev/null || true
    build_pid=
  fi
}
finish() {
  stop_builds
  if ((failed)); then
    echo "logs kept in $work"
  else
    rm -rf "$work"
  fi
}
trap finish EXIT
trap 'failed=1; exit 130' INT TERM

# Job control gives the background loop a process group of its own (see stop_builds). The loop
# rewrites dist/ while apps/api's tests start dist/server.js, as a developer's would.
set -m
(
  while :; do
    if pnpm build --force >>"$work/build.log" 2>&1; then echo ok; else echo failed; fi >>"$work/builds"
  done
) &
build_pid=$!
set +m
echo "building in a loop in the background (pid $build_pid); $runs test runs with --force"

for ((run = 1; run <= runs; run++)); do
  dir="$work/run-$run"
  mkdir -p "$dir"
  started=$EPOCHREALTIME
  # --continue: one failing package must not stop the others' tests from being measured.
  if FREEDOMPATH_TEST_REPORT_DIR="$dir" pnpm test --force --continue=dependencies-successful \
    >"$dir/test.log" 2>&1; then
    result=passed
  else
    result=FAILED
    failed=1
  fi
  seconds=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  echo "run $run/$runs: $result in ${seconds} s"
  if [[ $result == FAILED ]]; then
    grep -E 'FAIL|×|Error|ERR_|timed out' "$dir/test.log" | head -n 40 || true
  fi
done

stop_builds
builds_ok=$(grep -c '^ok$' "$work/builds" 2>/dev/null || true)
builds_failed=$(grep -c '^failed$' "$work/builds" 2>/dev/null || true)
echo "background builds finished meanwhile: ${builds_ok:-0} ok, ${builds_failed:-0} failed"

echo "slowest tests over all runs (slowest run, mean):"
node --input-type=module - "$root" "$work" <<'EOF'
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [root, work] = process.argv.slice(2);
const tests = new Map();
for (const run of readdirSync(work).filter((name) => name.startsWith('run-'))) {
  for (const report of readdirSync(join(work, run)).filter((name) => name.endsWith('.json'))) {
    const { testResults } = JSON.parse(readFileSync(join(work, run, report), 'utf8'));
    for (const file of testResults) {
      for (const test of file.assertionResults) {
        if (typeof test.duration !== 'number') continue;
        const key = `${relative(root, file.name)} > ${test.fullName}`;
        tests.set(key, [...(tests.get(key) ?? []), test.duration]);
      }
    }
  }
}
const ranked = [...tests]
  .map(([name, times]) => ({
    name,
    max: Math.max(...times),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
  }))
  .sort((a, b) => b.max - a.max)
  .slice(0, 10);
for (const { name, max, mean } of ranked) {
  console.log(`${max.toFixed(0).padStart(7)} ms ${mean.toFixed(0).padStart(7)} ms  ${name}`);
}
EOF

exit "$failed"
