import { calculators } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import {
  KB,
  analyse,
  calculatorRoutes,
  containsChartJs,
  formatReport,
  routePath,
  shellKeys,
  staticClosure,
} from './bundle-size.mjs';
import type { Manifest } from './bundle-size.mjs';

/**
 * A tiny build: the entry imports `vendor`; two routes share `kit`, which imports the entry
 * back (as Vite's manifests do); the chart route imports `charts` (chart.js) statically, the
 * lazy route only dynamically; `charts` starts a web worker (a script among its assets).
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/routes/chart-calculator.tsx?tsr-split=component',
      'src/routes/lazy-calculator.tsx?tsr-split=component',
      'src/routes/about.tsx?tsr-split=component',
    ],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_kit.js': { file: 'assets/kit.js', imports: ['index.html', '_vendor.js'] },
  '_charts.js': {
    file: 'assets/charts.js',
    imports: ['_kit.js'],
    assets: ['assets/simulation-worker.js', 'assets/logo.svg'],
  },
  'src/routes/chart-calculator.tsx?tsr-split=component': {
    file: 'assets/chart-calculator.js',
    src: 'src/routes/chart-calculator.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_kit.js', '_charts.js'],
  },
  'src/routes/chart-calculator.tsx?tsr-split=errorComponent': {
    file: 'assets/chart-calculator-error.js',
    src: 'src/routes/chart-calculator.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/lazy-calculator.tsx?tsr-split=component': {
    file: 'assets/lazy-calculator.js',
    src: 'src/routes/lazy-calculator.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_kit.js'],
    dynamicImports: ['_charts.js'],
  },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    src: 'src/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/about.tsx?tsr-split=component': {
    file: 'assets/about.js',
    src: 'src/routes/about.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100 * KB,
  'assets/vendor.js': 40 * KB,
  'assets/index.css': 10 * KB,
  'assets/kit.js': 20 * KB,
  'assets/charts.js': 60 * KB,
  'assets/chart-calculator.js': 5 * KB,
  'assets/chart-calculator-error.js': 1 * KB,
  'assets/lazy-calculator.js': 3 * KB,
  'assets/about.js': 2 * KB,
  'assets/home.js': 6 * KB,
  'assets/simulation-worker.js': 30 * KB,
};

const facts = {
  gzipSize: (file: string) => {
    const size = sizes[file];
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size;
  },
  hasChartJs: (file: string) => file === 'assets/charts.js',
};

const budgets = {
  shell: 160 * KB,
  home: 150 * KB,
  route: 80 * KB,
  budgetedRoutes: ['/chart-calculator', '/lazy-calculator'],
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and not dynamic ones', () => {
    expect([...staticClosure(manifest, ['_charts.js'])].sort()).toEqual([
      '_charts.js',
      '_kit.js',
      '_vendor.js',
      'index.html',
    ]);
  });

  it('neither includes nor follows the keys it is told to stop at', () => {
    expect([...staticClosure(manifest, ['_charts.js'], new Set(['index.html']))].sort()).toEqual([
      '_charts.js',
      '_kit.js',
      '_vendor.js',
    ]);
  });

  it('names an import the manifest does not have', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['b'] } }, ['a'])).toThrow(/"b"/);
  });
});

describe('shellKeys', () => {
  it('is the entry and its static imports, not the routes it imports dynamically', () => {
    expect([...shellKeys(manifest)].sort()).toEqual(['_vendor.js', 'index.html']);
  });

  it('includes the app the entry starts after the first paint, and its static imports', () => {
    const started: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/start-app.tsx'],
      },
      'src/start-app.tsx': {
        file: 'assets/start-app.js',
        src: 'src/start-app.tsx',
        isDynamicEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/routes/about.tsx?tsr-split=component'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/routes/about.tsx?tsr-split=component': {
        file: 'assets/about.js',
        src: 'src/routes/about.tsx?tsr-split=component',
        isDynamicEntry: true,
      },
    };
    expect([...shellKeys(started)].sort()).toEqual([
      '_vendor.js',
      'index.html',
      'src/start-app.tsx',
    ]);
  });
});

describe('routePath', () => {
  it('reads TanStack Router file names as URL paths', () => {
    expect(routePath('runway-calculator')).toBe('/runway-calculator');
    expect(routePath('index')).toBe('/');
    expect(routePath('auth.index')).toBe('/auth/');
    expect(routePath('auth.callback')).toBe('/auth/callback');
    expect(routePath('_app/settings/route')).toBe('/settings');
  });
});

describe('analyse', () => {
  const report = analyse(manifest, facts, budgets);
  const route = (path: string) => report.routes.find((r) => r.path === path);

  it('measures the shell: entry, its static imports and its CSS', () => {
    expect(report.shell).toMatchObject({
      jsBytes: 140 * KB,
      cssBytes: 10 * KB,
      bytes: 150 * KB,
      chartJs: false,
    });
  });

  it('counts what a route adds beyond the shell: its split chunks and their imports', () => {
    expect(route('/chart-calculator')).toMatchObject({
      source: 'src/routes/chart-calculator.tsx',
      bytes: (5 + 1 + 20 + 60) * KB,
      budget: 80 * KB,
      chartJs: true,
      lazyBytes: 0,
    });
    // The shared kit counts for each route that loads it; the shell's vendor chunk for none.
    expect(route('/about')).toMatchObject({ bytes: 2 * KB, budget: undefined, chartJs: false });
  });

  it('tells a route that may load chart.js later from one that loads it at once', () => {
    expect(route('/lazy-calculator')).toMatchObject({
      bytes: 23 * KB,
      chartJs: false,
      lazyBytes: 60 * KB,
      lazyChartJs: true,
    });
  });

  it('reports a calculator route over its budget by name, and only that', () => {
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^\/chart-calculator: adds 86\.0 kB gzip .* 80\.0 kB/);
    expect(formatReport(report)).toMatch(/1 bundle budget\(s\) broken:\n {2}\/chart-calculator/);
  });

  it('passes when every budget holds', () => {
    const roomy = analyse(manifest, facts, { ...budgets, route: 90 * KB });
    expect(roomy.failures).toEqual([]);
    expect(formatReport(roomy)).toContain('All bundle budgets hold.');
  });

  it('fails a shell over its budget, or one that bundles chart.js', () => {
    const tight = analyse(manifest, facts, { ...budgets, route: 90 * KB, shell: 149 * KB });
    expect(tight.failures).toEqual([expect.stringMatching(/^app shell: 150\.0 kB .* 149\.0 kB/)]);

    const charted = analyse(
      manifest,
      { ...facts, hasChartJs: (file) => file.includes('vendor') },
      {
        ...budgets,
        route: 90 * KB,
      },
    );
    expect(charted.shell.chartJs).toBe(true);
    expect(charted.failures).toEqual([expect.stringMatching(/^app shell: bundles chart\.js/)]);
  });

  it("adds the home route's JavaScript to the shell's for what `/` loads", () => {
    expect(report.home).toEqual({ jsBytes: 146 * KB, budget: 150 * KB });
    expect(formatReport(report)).toContain(
      "JavaScript loaded by / (the shell's and the home route's): 146.0 kB of 150.0 kB budget",
    );
    const tight = analyse(manifest, facts, { ...budgets, route: 90 * KB, home: 145 * KB });
    expect(tight.failures).toEqual([
      expect.stringMatching(
        /^\/: loads 146\.0 kB gzip of JavaScript, over its budget of 145\.0 kB/,
      ),
    ]);
  });

  it('reports each worker apart from the routes that start it, against its own budget', () => {
    expect(report.workers).toEqual([
      {
        file: 'assets/simulation-worker.js',
        routes: ['/chart-calculator', '/lazy-calculator'],
        bytes: 30 * KB,
        budget: 40 * KB,
      },
    ]);
    expect(route('/chart-calculator')?.bytes).toBe((5 + 1 + 20 + 60) * KB);
    expect(formatReport(report)).toContain(
      'assets/simulation-worker.js: 30.0 kB of 40.0 kB budget, ratio 0.75, started by ' +
        '/chart-calculator, /lazy-calculator',
    );
    const tight = analyse(manifest, facts, { ...budgets, route: 90 * KB, worker: 29 * KB });
    expect(tight.failures).toEqual([
      expect.stringMatching(
        /^assets\/simulation-worker\.js: a worker of 30\.0 kB gzip, .* 29\.0 kB/,
      ),
    ]);
    expect(formatReport(tight)).toMatch(/started by \/chart-calculator, \/lazy-calculator {2}OVER/);
  });

  it('fails a budgeted route missing from the build', () => {
    const missing = analyse(manifest, facts, {
      ...budgets,
      route: 90 * KB,
      budgetedRoutes: ['/runway-calculator'],
    });
    expect(missing.failures).toEqual([expect.stringMatching(/^\/runway-calculator: no chunk/)]);
  });
});

describe('containsChartJs', () => {
  it('finds the error messages of the chart.js Chart class in a minified chunk', () => {
    expect(
      containsChartJs('throw new Error("Canvas is already in use. Chart with ID \'"+e.id+"\'")'),
    ).toBe(true);
    expect(containsChartJs('const chart = "a bar chart of your runway";')).toBe(false);
  });
});

describe('calculatorRoutes', () => {
  it('are the routes of the calculator registry, so each calculator gets the route budget', () => {
    expect([...calculatorRoutes].sort()).toEqual(calculators.map((c) => c.route).sort());
  });
});
