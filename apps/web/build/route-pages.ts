import { runnerImport } from 'vite';
import type { Plugin, Rolldown, UserConfig } from 'vite';
import { routePath, staticClosure } from '../scripts/bundle-size.mjs';
import type * as PageMetaModule from '../src/features/layout/page-meta.ts';
import type { PageMeta, PagePath } from '../src/features/layout/page-meta.ts';
import type * as PrerenderModule from '../src/prerender.tsx';

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** What a page's HTML carries besides its head: its prerendered markup or its chunks. */
export type PageBody = { prerendered: string } | { preload: readonly string[] };

/**
 * The built index.html with a page's own title, description, Open Graph tags (what a link
 * preview shows) and, for private pages, `noindex`, and either the page's prerendered markup
 * or preloads of its chunks. The template must carry exactly one `<title>`, one description
 * meta and an empty `<div id="root"></div>`, as apps/web/index.html does.
 */
export function renderPageHtml(
  template: string,
  meta: PageMeta,
  body: PageBody = { preload: [] },
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const titleTag = /<title>[^<]*<\/title>/;
  const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  const root = '<div id="root"></div>';
  if (!titleTag.test(template) || !descriptionTag.test(template) || !template.includes(root)) {
    throw new Error(
      'index.html needs a <title>, a <meta name="description"> and an empty #root to rewrite',
    );
  }
  const tags = [
    `<title>${title}</title>`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="FreedomPath" />',
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  // A page that paints from its prerendered markup must not fetch scripts before that paint
  // (src/main.tsx loads them after it); one that renders in the browser needs its route's
  // chunks as soon as the entry runs.
  const preloads =
    'preload' in body
      ? body.preload
          .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}" />\n  `)
          .join('')
      : '';
  const markup = 'prerendered' in body ? body.prerendered : '';
  return template
    .replace(titleTag, () => tags)
    .replace(descriptionTag, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `${preloads}</head>`)
    .replace(root, () => `<div id="root">${markup}</div>`);
}

const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * The JavaScript files of each route's component beyond what the entry loads statically. The
 * entry imports them only once the router matches the path: naming them in that route's HTML
 * lets the browser fetch them alongside the entry instead of after it.
 */
export function routeChunkFiles(bundle: Rolldown.OutputBundle): Map<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  // The chunks in the build manifest's shape, keyed by file name, which their imports name.
  const graph = Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { file: chunk.fileName, imports: chunk.imports }]),
  );
  const shell = staticClosure(
    graph,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const routes = new Map<string, string[]>();
  for (const chunk of chunks) {
    const name = ROUTE_COMPONENT.exec(chunk.facadeModuleId ?? '')?.[1];
    if (name === undefined) continue;
    const path = routePath(name);
    routes.set(path.length > 1 ? path.replace(/\/$/, '') : path, [
      ...staticClosure(graph, [chunk.fileName], shell),
    ]);
  }
  return routes;
}

/** Where the page of `path` is written in dist/, as apps/api's web-app plugin looks it up. */
export const pageFile = (path: PagePath | '404'): string =>
  path === '/' ? 'index.html' : path === '404' ? '404.html' : `pages${path}.html`;

/**
 * Vite plugin: writes one HTML file per route (src/features/layout/page-meta.ts) next to
 * index.html, and 404.html for unknown paths, each the built index.html with the page's own
 * head. The meta module is the app's TypeScript, loaded through Vite's module runner with the
 * app's resolve settings (workspace packages by their sources).
 */
export function routePagesPlugin(resolve: UserConfig['resolve']): Plugin {
  return {
    name: 'freedompath:route-pages',
    apply: 'build',
    generateBundle: {
      // After Vite's HTML plugin has emitted index.html with the hashed script tags.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build emitted no index.html');
        const template =
          typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        // The app's modules through Vite's module runner, with the app's resolve settings
        // (workspace packages by their sources).
        const load = async <T>(file: string) =>
          (
            await runnerImport<T>(new URL(file, import.meta.url).pathname, {
              configFile: false,
              logLevel: 'error',
              resolve,
            })
          ).module;
        const { pageMeta, notFoundMeta } = await load<typeof PageMetaModule>(
          '../src/features/layout/page-meta.ts',
        );
        const { renderPage } = await load<typeof PrerenderModule>('../src/prerender.tsx');
        const preloads = routeChunkFiles(bundle);
        // Private pages depend on who is signed in: the browser renders them.
        const body = async (path: string, meta: PageMeta): Promise<PageBody> =>
          meta.noindex || meta.datedByVisit
            ? { preload: preloads.get(path) ?? [] }
            : { prerendered: await renderPage(path) };
        index.source = renderPageHtml(template, pageMeta['/'], await body('/', pageMeta['/']));
        for (const [path, meta] of Object.entries(pageMeta) as Array<[PagePath, PageMeta]>) {
          if (path === '/') continue;
          this.emitFile({
            type: 'asset',
            fileName: pageFile(path),
            source: renderPageHtml(template, meta, await body(path, meta)),
          });
        }
        // Any unknown path renders the same not-found page.
        this.emitFile({
          type: 'asset',
          fileName: pageFile('404'),
          source: renderPageHtml(template, notFoundMeta, {
            prerendered: await renderPage('/page-not-found'),
          }),
        });
      },
    },
  };
}
