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
  button.danger, a.button.danger { background: #b91c1c; border-color: #b91c1c; color: #fff; }
  .promotion { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin-top: 1rem; }
  input { font: inherit; padding: .5rem; border: 1px solid #6b7280; border-radius: .5rem; }
  .error { color: #b91c1c; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
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

const dollars = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

export interface SimulatedCheckoutPage {
  planName: string;
  /** The plan's price and what Pay charges after the promotion code, in cents. */
  priceCents: number;
  amountCents: number;
  /** The promotion code applied, if any. */
  promotionCode: string | undefined;
  /** Why the code just entered was refused (shown beside the field). */
  promotionError?: string;
  cadence: string;
  email: string;
  /** Where the Pay, Cancel and promotion code forms post (paths of this API). */
  payAction: string;
  cancelAction: string;
  promotionCodeAction: string;
}

/**
 * The checkout page: the plan, its price, a promotion code field as Stripe Checkout has (its
 * discount and the total once applied), who pays, and Pay or Cancel.
 */
export function simulatedCheckoutPage(view: SimulatedCheckoutPage): string {
  const discount = view.priceCents - view.amountCents;
  const applied = view.promotionCode
    ? `<p id="promotion-applied"><strong>${escapeHtml(view.promotionCode)}</strong> applied: ${dollars(discount)} off. Total due ${dollars(view.amountCents)}.</p>`
    : '';
  const error = view.promotionError
    ? `<p id="promotion-error" role="alert" class="error">${escapeHtml(view.promotionError)}</p>`
    : '';
  const pay =
    view.amountCents === 0
      ? 'Complete (nothing to pay, test)'
      : `Pay ${dollars(view.amountCents)} (test)`;
  return page(
    `Pay for FreedomPath ${view.planName}`,
    `<h1>FreedomPath ${escapeHtml(view.planName)}</h1>
<p class="price">${view.promotionCode ? `<s><span class="sr-only">was </span>${dollars(view.priceCents)}</s> ` : ''}${dollars(view.amountCents)}</p>
<p class="muted">${escapeHtml(view.cadence)}</p>
<p>Paying as <strong>${escapeHtml(view.email)}</strong>.</p>
<form method="post" action="${escapeHtml(view.promotionCodeAction)}" class="promotion">
<label for="promotion-code">Promotion code</label>
<input id="promotion-code" name="code" autocomplete="off" value="${escapeHtml(view.promotionCode ?? '')}"${view.promotionError ? ' aria-invalid="true" aria-describedby="promotion-error"' : ''}>
<button type="submit">Apply</button>
</form>
${error}${applied}
<div class="actions">
<form method="post" action="${escapeHtml(view.payAction)}"><button class="primary" type="submit">${pay}</button></form>
<form method="post" action="${escapeHtml(view.cancelAction)}"><button type="submit">Cancel</button></form>
</div>`,
  );
}

export interface SimulatedPortalPage {
  email: string;
  /** e.g. "Monthly, renews on 3 March 2026". */
  summary: string;
  /** Set when there is a renewing subscription to cancel: the confirmation page's address. */
  cancelUrl?: string;
  /** Set when a subscription set to end can be resumed: where Resume posts. */
  resumeAction?: string;
  returnUrl: string;
}

/**
 * The billing portal page: the plan, a way to cancel a renewing subscription (confirmed on the
 * next page, as Stripe's portal asks), or to resume one set to end.
 */
export function simulatedPortalPage(view: SimulatedPortalPage): string {
  const cancel = view.cancelUrl
    ? `<a class="button danger" href="${escapeHtml(view.cancelUrl)}">Cancel subscription</a>`
    : '';
  const resume = view.resumeAction
    ? `<form method="post" action="${escapeHtml(view.resumeAction)}"><button class="primary" type="submit">Resume subscription</button></form>`
    : '';
  return page(
    'FreedomPath billing',
    `<h1>Your FreedomPath plan</h1>
<p>Signed in as <strong>${escapeHtml(view.email)}</strong>.</p>
<p>${escapeHtml(view.summary)}</p>
<div class="actions">
${cancel}${resume}
<a class="button" href="${escapeHtml(view.returnUrl)}">Return to FreedomPath</a>
</div>`,
  );
}

export interface SimulatedCancelPage {
  /** e.g. "Monthly, renews on 3 March 2026". */
  summary: string;
  /** When access ends if cancelled, e.g. "March 3, 2026". */
  endsOn: string;
  confirmAction: string;
  backUrl: string;
}

/** The cancellation's confirmation, as Stripe's portal asks before cancelling. */
export function simulatedCancelPage(view: SimulatedCancelPage): string {
  return page(
    'Cancel your FreedomPath plan',
    `<h1>Cancel your plan</h1>
<p>${escapeHtml(view.summary)}</p>
<p>Your subscription will be cancelled, but it is still available until the end of your billing period on <strong>${escapeHtml(view.endsOn)}</strong>. You can resume it until then.</p>
<div class="actions">
<form method="post" action="${escapeHtml(view.confirmAction)}"><button class="danger" type="submit">Confirm cancellation</button></form>
<a class="button" href="${escapeHtml(view.backUrl)}">Go back</a>
</div>`,
  );
}
