// @ts-check
/**
 * The pure part of the bundle-size report (scripts/report-bundle-size.mjs): from Vite's build
 * manifest and the gzip size of each emitted file, the app shell and what each route adds to it,
 * checked against the budgets. Plain JavaScript with JSDoc types: the web app has no TypeScript
 * runner for scripts, and Node 20 cannot run .ts files itself.
 */

/**
 * One entry of `dist/.vite/manifest.json` (Vite's `ManifestChunk`).
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [name]
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 * @property {string[]} [assets]
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * What the report needs to know about an emitted file (a path relative to `dist/`).
 * @typedef {object} FileFacts
 * @property {(file: string) => number} gzipSize bytes once gzipped (level 9)
 * @property {(file: string) => boolean} hasChartJs whether the file bundles chart.js
 */

/**
 * @typedef {object} ShellReport
 * @property {string[]} files its JavaScript and CSS files
 * @property {number} jsBytes
 * @property {number} cssBytes
 * @property {number} bytes JavaScript and CSS
 * @property {number} budget
 * @property {boolean} chartJs
 */

/**
 * @typedef {object} RouteReport
 * @property {string} path the route's URL path, e.g. `/runway-calculator`
 * @property {string} source its file, e.g. `src/routes/runway-calculator.tsx`
 * @property {string[]} files the JavaScript it loads statically beyond the shell
 * @property {number} bytes their gzip size
 * @property {number | undefined} budget undefined: printed, not checked
 * @property {boolean} chartJs whether chart.js is among those files
 * @property {number} lazyBytes JavaScript it can import dynamically later (not budgeted)
 * @property {boolean} lazyChartJs whether chart.js is only among those later files
 */

/**
 * @typedef {object} HomeReport
 * @property {number} jsBytes the shell's JavaScript and the `/` route's
 * @property {number} budget
 */

/**
 * @typedef {object} WorkerReport
 * @property {string} file the worker's script, e.g. `assets/simulation-worker-….js`
 * @property {string[]} routes the routes that can start it (at once or after a lazy import)
 * @property {number} bytes its gzip size
 * @property {number} budget
 */

/**
 * @typedef {object} BundleReport
 * @property {ShellReport} shell
 * @property {HomeReport} home
 * @property {RouteReport[]} routes
 * @property {WorkerReport[]} workers
 * @property {string[]} failures one line per breach, naming the offender
 */

/** Sizes are printed in kB of 1000 bytes, as Vite prints them. */
export const KB = 1000;

/** Issue: each calculator route adds at most 80 kB gzip of JavaScript beyond the app shell. */
export const ROUTE_BUDGET = 80 * KB;

/** Issue: the JavaScript loaded by `/` (the shell's and the home route's) is at most 170 kB gzip. */
export const HOME_BUDGET = 170 * KB;

/**
 * The app shell (the entry, the app it starts after the first paint, their static imports and
 * CSS) measured 163.0 kB gzip once the pages were prerendered and the app became one chunk
 * (ADR 028): 175 kB keeps it under what `/` may load (HOME_BUDGET) with a little room. Each
 * route's `validateSearch` plan stays in the shell, its zod schema built on first use.
 */
export const SHELL_BUDGET = 175 * KB;

/**
 * A web worker's script, gzip. The simulation worker carries the engine's FIRE code and its
 * market history: 24.7 kB when it first shipped. A worker is no import of the route that starts
 * it (Vite lists it among the `assets` of the chunk that calls `new Worker`), so no route's
 * figure counts it; this budget does.
 */
export const WORKER_BUDGET = 40 * KB;

/**
 * The routes of the calculators in @freedompath/contracts (`calculators[].route`), which get
 * {@link ROUTE_BUDGET}; scripts/bundle-size.test.ts checks the two lists agree.
 */
export const calculatorRoutes = [
  '/runway-calculator',
  '/career-break-calculator',
  '/cost-of-living-calculator',
  '/international-runway-calculator',
  '/fire-calculator',
  '/part-time-calculator',
  '/compensation-calculator',
  '/paycheck-planner',
  '/freelance-rate-calculator',
  '/layoff-calculator',
  '/affordability-calculator',
  '/prepaid-expenses-calculator',
  '/debt-paydown-calculator',
  '/travel-planner',
];

/**
 * Error messages of chart.js's `Chart` class, which every chart needs: minifiers keep string
 * literals, so a chunk that contains one bundles chart.js.
 */
const CHART_JS_MARKERS = [
  'Canvas is already in use. Chart with ID',
  "Failed to create chart: can't acquire context from the given item",
];

/**
 * @param {string} source an emitted JavaScript file's text
 * @returns {boolean} whether it bundles chart.js
 */
export function containsChartJs(source) {
  return CHART_JS_MARKERS.some((marker) => source.includes(marker));
}

/**
 * The manifest keys reachable from `roots` through static imports, roots included. Keys in
 * `stop` are neither included nor followed.
 * @param {Manifest} manifest
 * @param {Iterable<string>} roots
 * @param {ReadonlySet<string>} [stop]
 * @returns {Set<string>}
 */
export function staticClosure(manifest, roots, stop = new Set()) {
  /** @type {Set<string>} */
  const seen = new Set();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key) || stop.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest imports "${key}" but has no such entry`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

const ROUTE_SOURCE = /^src\/routes\/(.+)\.[jt]sx?$/;

/**
 * The keys of the app shell: every entry chunk (index.html), the app it starts (src/main.tsx
 * imports src/start-app.tsx once the page has painted: its dynamic imports that are not
 * routes) and what those import statically.
 * @param {Manifest} manifest
 * @returns {Set<string>}
 */
export function shellKeys(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  const started = entries.flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter(
      (imported) =>
        !ROUTE_SOURCE.test((manifest[imported]?.src ?? imported).split('?', 1)[0] ?? ''),
    ),
  );
  return staticClosure(manifest, [...entries, ...started]);
}

/**
 * The URL path of a TanStack Router route file, e.g. `auth.callback` → `/auth/callback`,
 * `auth.index` → `/auth/`, `index` → `/`. Pathless (`_layout`) and group (`(group)`) segments
 * add nothing to the path.
 * @param {string} name the file's path under src/routes, without its extension
 * @returns {string}
 */
export function routePath(name) {
  const segments = name
    .split(/[./]/)
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .filter((segment, index, all) => !(segment === 'route' && index === all.length - 1))
    .map((segment) => segment.replace(/_$/, ''));
  if (segments.at(-1) === 'index') {
    segments.pop();
    return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
  }
  return `/${segments.join('/')}`;
}

/**
 * The manifest keys of each route file, by URL path: the file itself when it is a chunk of its
 * own, and the chunks TanStack's code splitting makes of it (`…tsx?tsr-split=component`).
 * The root route is part of the shell and has no entry.
 * @param {Manifest} manifest
 * @returns {Map<string, { source: string, keys: string[] }>}
 */
export function routeChunks(manifest) {
  /** @type {Map<string, { source: string, keys: string[] }>} */
  const routes = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = (chunk.src ?? key).split('?', 1)[0] ?? '';
    const name = ROUTE_SOURCE.exec(source)?.[1];
    if (name === undefined || name === '__root') continue;
    const path = routePath(name);
    const route = routes.get(path) ?? { source, keys: [] };
    route.keys.push(key);
    routes.set(path, route);
  }
  return new Map([...routes].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @returns {string[]} the JavaScript files of those chunks
 */
const jsFiles = (manifest, keys) =>
  [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => /\.m?js$/.test(file));

/**
 * The web workers those chunks can start: Vite emits `new Worker(new URL('./x.ts',
 * import.meta.url))` as a script among the starting chunk's `assets`, the only scripts there.
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @returns {string[]}
 */
const workerFiles = (manifest, keys) =>
  [...keys].flatMap((key) => manifest[key]?.assets ?? []).filter((file) => /\.m?js$/.test(file));

/**
 * @param {string[]} files
 * @param {FileFacts} facts
 */
const totalSize = (files, facts) => files.reduce((sum, file) => sum + facts.gzipSize(file), 0);

/**
 * Measures the shell, every route and every web worker and checks them against the budgets:
 * the shell's, chart.js out of the shell, {@link ROUTE_BUDGET} for each calculator route and
 * {@link WORKER_BUDGET} for each worker.
 * @param {Manifest} manifest
 * @param {FileFacts} facts
 * @param {{ shell?: number, home?: number, route?: number, worker?: number, budgetedRoutes?: readonly string[] }} [budgets]
 * @returns {BundleReport}
 */
export function analyse(manifest, facts, budgets = {}) {
  const {
    shell: shellBudget = SHELL_BUDGET,
    home: homeBudget = HOME_BUDGET,
    route: routeBudget = ROUTE_BUDGET,
    worker: workerBudget = WORKER_BUDGET,
    budgetedRoutes = calculatorRoutes,
  } = budgets;
  /** @type {string[]} */
  const failures = [];

  const inShell = shellKeys(manifest);
  const shellJs = jsFiles(manifest, inShell);
  const shellCss = [...new Set([...inShell].flatMap((key) => manifest[key]?.css ?? []))];
  const jsBytes = totalSize(shellJs, facts);
  const cssBytes = totalSize(shellCss, facts);
  /** @type {ShellReport} */
  const shell = {
    files: [...shellJs, ...shellCss],
    jsBytes,
    cssBytes,
    bytes: jsBytes + cssBytes,
    budget: shellBudget,
    chartJs: shellJs.some((file) => facts.hasChartJs(file)),
  };
  if (shell.bytes > shell.budget) {
    failures.push(
      `app shell: ${formatKb(shell.bytes)} gzip is over its budget of ${formatKb(shell.budget)}`,
    );
  }
  if (shell.chartJs) {
    const carriers = shellJs.filter((file) => facts.hasChartJs(file)).join(', ');
    failures.push(`app shell: bundles chart.js (in ${carriers}); only chart routes may load it`);
  }

  /** @type {RouteReport[]} */
  const routes = [];
  /** @type {Map<string, string[]>} each worker's script and the routes that can start it */
  const workerRoutes = new Map(
    workerFiles(manifest, Object.keys(manifest)).map((file) => [file, []]),
  );
  for (const [path, { source, keys }] of routeChunks(manifest)) {
    const loaded = staticClosure(manifest, keys, inShell);
    const files = jsFiles(manifest, loaded);
    // Dynamic imports of the route's own chunks (the shell's are every other route), and what
    // those import in turn, beyond the shell and the route itself.
    const later = staticClosure(
      manifest,
      [...loaded].flatMap((key) => manifest[key]?.dynamicImports ?? []),
      new Set([...inShell, ...loaded]),
    );
    const lazyFiles = jsFiles(manifest, later);
    for (const file of new Set(workerFiles(manifest, [...loaded, ...later]))) {
      workerRoutes.get(file)?.push(path);
    }
    const chartJs = files.some((file) => facts.hasChartJs(file));
    /** @type {RouteReport} */
    const route = {
      path,
      source,
      files,
      bytes: totalSize(files, facts),
      budget: budgetedRoutes.includes(path) ? routeBudget : undefined,
      chartJs,
      lazyBytes: totalSize(lazyFiles, facts),
      lazyChartJs: !chartJs && lazyFiles.some((file) => facts.hasChartJs(file)),
    };
    if (route.budget !== undefined && route.bytes > route.budget) {
      failures.push(
        `${path}: adds ${formatKb(route.bytes)} gzip beyond the shell, over its budget of ` +
          `${formatKb(route.budget)} (${files.join(', ')})`,
      );
    }
    routes.push(route);
  }
  for (const path of budgetedRoutes) {
    if (!routes.some((route) => route.path === path)) {
      failures.push(`${path}: no chunk of this route in the build, so it cannot be measured`);
    }
  }
  /** @type {WorkerReport[]} */
  const workers = [...workerRoutes].map(([file, starters]) => ({
    file,
    routes: starters,
    bytes: facts.gzipSize(file),
    budget: workerBudget,
  }));
  for (const worker of workers) {
    if (worker.bytes > worker.budget) {
      failures.push(
        `${worker.file}: a worker of ${formatKb(worker.bytes)} gzip, over its budget of ` +
          `${formatKb(worker.budget)} (started by ${worker.routes.join(', ') || 'no route'})`,
      );
    }
  }
  /** @type {HomeReport} */
  const home = {
    jsBytes: shell.jsBytes + (routes.find((route) => route.path === '/')?.bytes ?? 0),
    budget: homeBudget,
  };
  if (home.jsBytes > home.budget) {
    failures.push(
      `/: loads ${formatKb(home.jsBytes)} gzip of JavaScript, over its budget of ${formatKb(home.budget)}`,
    );
  }
  return { shell, home, routes, workers, failures };
}

/**
 * @param {number} bytes
 * @returns {string}
 */
export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/**
 * @param {number} bytes
 * @param {number} budget
 */
const ratio = (bytes, budget) => (bytes / budget).toFixed(2);

/**
 * The report as printed: the shell, then a table of the routes, the workers, then the breaches.
 * @param {BundleReport} report
 * @returns {string}
 */
export function formatReport({ shell, home, routes, workers, failures }) {
  const lines = [
    'Bundle sizes: gzip level 9 of the emitted files, 1 kB = 1000 bytes',
    '',
    `App shell (the entry, the app it starts, their static imports and CSS): ${formatKb(shell.bytes)} ` +
      `of ${formatKb(shell.budget)} budget, ratio ${ratio(shell.bytes, shell.budget)}`,
    `  JavaScript ${formatKb(shell.jsBytes)}, CSS ${formatKb(shell.cssBytes)}, ` +
      `${shell.files.length} files; chart.js in the shell: ${shell.chartJs ? 'YES' : 'no'}`,
    `JavaScript loaded by / (the shell's and the home route's): ${formatKb(home.jsBytes)} ` +
      `of ${formatKb(home.budget)} budget, ratio ${ratio(home.jsBytes, home.budget)}`,
    '',
  ];
  const header = ['route', 'added JS', 'budget', 'ratio', 'chart.js', 'lazy JS', ''];
  const rows = routes.map((route) => [
    route.path,
    formatKb(route.bytes),
    route.budget === undefined ? '-' : formatKb(route.budget),
    route.budget === undefined ? '-' : ratio(route.bytes, route.budget),
    route.chartJs ? 'yes' : route.lazyChartJs ? 'lazy' : 'no',
    route.lazyBytes === 0 ? '-' : formatKb(route.lazyBytes),
    route.budget !== undefined && route.bytes > route.budget ? 'OVER' : '',
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const numeric = new Set([1, 2, 3, 5]);
  for (const row of [header, ...rows]) {
    const cells = row.map((cell, column) =>
      numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
    );
    lines.push(cells.join('  ').trimEnd());
  }
  lines.push(
    '',
    'added JS: what the route loads statically beyond the shell (its split chunks and imports).',
    'lazy JS: what it may import dynamically later, not budgeted. Calculator routes are budgeted.',
    '',
    workers.length === 0
      ? 'Workers: none.'
      : 'Workers (each loaded when its route starts it, counted in no route):',
    ...workers.map(
      (worker) =>
        `  ${worker.file}: ${formatKb(worker.bytes)} of ${formatKb(worker.budget)} budget, ` +
        `ratio ${ratio(worker.bytes, worker.budget)}, started by ` +
        `${worker.routes.join(', ') || 'no route'}${worker.bytes > worker.budget ? '  OVER' : ''}`,
    ),
    '',
  );
  if (failures.length === 0) {
    lines.push('All bundle budgets hold.');
  } else {
    lines.push(`${failures.length} bundle budget(s) broken:`, ...failures.map((f) => `  ${f}`));
  }
  return lines.join('\n');
}
