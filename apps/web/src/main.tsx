import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
// Pages are prerendered (build/route-pages.ts) at their plain address. A query string (a
// shared plan, a link's token) changes what the page shows: the browser renders it instead.
if (window.location.search !== '') root.replaceChildren();
// A prerendered page takes no input until the app has hydrated it: a click or a keystroke
// before then would be lost or leave the page out of step with the app. Links and forms work
// again the moment it has (src/start-app.tsx).
if (root.hasChildNodes()) root.inert = true;

// The prerendered page paints from its HTML and CSS alone; the app's code loads after that
// first paint instead of holding it up.
function start(container: HTMLElement) {
  import('./start-app')
    .then(({ startApp }) => startApp(container))
    .catch((error: unknown) => {
      container.inert = false;
      console.error('FreedomPath could not start:', error);
    });
}
if (document.visibilityState === 'hidden') {
  // A background tab paints no frames; it starts at once so it is ready when shown.
  start(root);
} else {
  // The frame after the first one: by then that first paint is on screen, not just recorded.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => start(root))));
}
