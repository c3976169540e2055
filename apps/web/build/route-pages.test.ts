import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundMeta, pageMeta } from '../src/features/layout/page-meta.ts';
import type { Rolldown } from 'vite';
import { pageFile, renderPageHtml, routeChunkFiles } from './route-pages.ts';

const template = readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');

describe('renderPageHtml', () => {
  it('gives the page its own title, description and link preview, once', () => {
    const html = renderPageHtml(template, pageMeta['/runway-calculator']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Runway Calculator — FreedomPath</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      `<meta name="description" content="${pageMeta['/runway-calculator'].description}" />`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Runway Calculator — FreedomPath" />',
    );
    expect(html).not.toContain('noindex');
    // Everything else of the template (the script tag, the root element) is kept.
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps private pages and the not-found page out of search engines', () => {
    expect(renderPageHtml(template, pageMeta['/account'])).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(renderPageHtml(template, notFoundMeta)).toContain('Page not found — FreedomPath');
  });

  it('escapes what could break out of an attribute, and `$` patterns stay literal', () => {
    const html = renderPageHtml(template, {
      title: 'Tom & "Jerry" <b>',
      description: "It's $& and $1 > 0",
    });
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>');
    expect(html).toContain('content="It\'s $&amp; and $1 &gt; 0"');
  });

  it("preloads a browser-rendered page's own chunks after everything the entry loads", () => {
    const html = renderPageHtml(template, pageMeta['/account'], {
      preload: ['assets/account-abc.js'],
    });
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/account-abc\.js" \/>\s*<\/head>/,
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts a prerendered page in the root element and preloads no script before it paints', () => {
    const html = renderPageHtml(template, pageMeta['/pricing'], {
      prerendered: '<main><h1>Pricing $&</h1></main>',
    });
    expect(html).toContain('<div id="root"><main><h1>Pricing $&</h1></main></div>');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses a template without the tags it rewrites', () => {
    expect(() => renderPageHtml('<html><head></head></html>', notFoundMeta)).toThrow(
      /needs a <title>/,
    );
    expect(() =>
      renderPageHtml(
        template.replace('<div id="root"></div>', '<div id="app"></div>'),
        notFoundMeta,
      ),
    ).toThrow(/an empty #root/);
  });
});

describe('pageFile', () => {
  it('puts each route where the API looks for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/pricing')).toBe('pages/pricing.html');
    expect(pageFile('/auth/callback')).toBe('pages/auth/callback.html');
    expect(pageFile('404')).toBe('404.html');
  });
});

describe('pageMeta', () => {
  it('gives every page a distinct title and a description a search result can show', () => {
    const metas = Object.values(pageMeta);
    expect(new Set(metas.map(({ title }) => title)).size).toBe(metas.length);
    for (const { description } of metas) {
      expect(description.length).toBeGreaterThanOrEqual(40);
      expect(description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('routeChunkFiles', () => {
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
    ({
      type: 'chunk',
      fileName,
      imports: [],
      isEntry: false,
      facadeModuleId: null,
      ...fields,
    }) as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js', {}),
      chunk('assets/kit.js', { imports: ['assets/react.js'] }),
      chunk('assets/pricing.js', {
        facadeModuleId: '/app/src/routes/pricing.tsx?tsr-split=component',
        imports: ['assets/kit.js', 'assets/react.js'],
      }),
      chunk('assets/auth.js', {
        facadeModuleId: '/app/src/routes/auth.index.tsx?tsr-split=component',
      }),
      chunk('assets/pricing-error.js', {
        facadeModuleId: '/app/src/routes/pricing.tsx?tsr-split=errorComponent',
      }),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;

  it("maps each route to its component chunk and what it imports beyond the entry's", () => {
    const routes = routeChunkFiles(bundle);
    expect(routes.get('/pricing')).toEqual(['assets/pricing.js', 'assets/kit.js']);
    expect(routes.get('/auth')).toEqual(['assets/auth.js']);
    expect(routes.size).toBe(2);
  });
});
