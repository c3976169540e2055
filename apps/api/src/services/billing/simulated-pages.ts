/**
 * The simulated checkout's pages: plain HTML with forms and no script, so helmet's policy (no
 * inline scripts) holds; each form posts back to the API, which answers with a redirect.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The pages' own Content-Security-Policy: no scripts at all, inline styles only, and forms
 * that post here and may be redirected to the web app (which may be another origin in
 * development).
 */
export function simulatedPageCsp(appUrl: string): string {
  const appOrigin = new URL(appUrl).origin;
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2937; }
  .banner { background: #b45309; color: #fff; padding: .75rem 1rem; font-weight: 600; text-align: center; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: .75rem;
    box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0 0; }
  .muted { color: #6b7280; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  form { margin: 0; }
  button, a.button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 1px solid #d1d5db;
    background: #fff; color: inherit; cursor: pointer; text-decoration: none; display: inline-block; }
  button.primary { background: #059669; border-color: #059669; color: #fff; }
  button.danger { background: #b91c1c; border-color: #b91c1c; color: #fff; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">TEST MODE: simulated checkout. No card is charged; Stripe is not configured on this server.</div>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SimulatedCheckoutPage {
  planName: string;
  /** Whole US dollars. */
  price: number;
  cadence: string;
  email: string;
  /** Where the Pay and Cancel forms post (paths of this API). */
  payAction: string;
  cancelAction: string;
}

/** The checkout page: the plan, its price, who pays, and Pay or Cancel. */
export function simulatedCheckoutPage(view: SimulatedCheckoutPage): string {
  return page(
    `Pay for FreedomPath ${view.planName}`,
    `<h1>FreedomPath ${escapeHtml(view.planName)}</h1>
<p class="price">$${view.price}</p>
<p class="muted">${escapeHtml(view.cadence)}</p>
<p>Paying as <strong>${escapeHtml(view.email)}</strong>.</p>
<div class="actions">
<form method="post" action="${escapeHtml(view.payAction)}"><button class="primary" type="submit">Pay $${view.price} (test)</button></form>
<form method="post" action="${escapeHtml(view.cancelAction)}"><button type="submit">Cancel</button></form>
</div>`,
  );
}

export interface SimulatedPortalPage {
  email: string;
  /** e.g. "Monthly, renews on 3 March 2026". */
  summary: string;
  /** Set when there is a renewing subscription to cancel. */
  cancelAction?: string;
  returnUrl: string;
}

/** The billing portal page: the plan, and a way to cancel a renewing subscription. */
export function simulatedPortalPage(view: SimulatedPortalPage): string {
  const cancel = view.cancelAction
    ? `<form method="post" action="${escapeHtml(view.cancelAction)}"><button class="danger" type="submit">Cancel subscription</button></form>`
    : '';
  return page(
    'FreedomPath billing',
    `<h1>Your FreedomPath plan</h1>
<p>Signed in as <strong>${escapeHtml(view.email)}</strong>.</p>
<p>${escapeHtml(view.summary)}</p>
<div class="actions">
${cancel}
<a class="button" href="${escapeHtml(view.returnUrl)}">Return to FreedomPath</a>
</div>`,
  );
}
