import crypto from 'node:crypto';

/** The embedded provider's checkout page: small, self-contained (no scripts, no external files), accessible. */

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f5fb; --card: #ffffff; --text: #1d1b29; --muted: #545166;
  --accent: #5b3fd1; --accent-text: #ffffff; --border: #d9d6e5; --warn-bg: #fff4cc; --warn-text: #4d3800; --warn-border: #c99a00; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #14131b; --card: #1f1d2a; --text: #f1eff8; --muted: #b9b5cc; --accent: #a995ff; --accent-text: #14131b;
    --border: #3a3750; --warn-bg: #3d3000; --warn-text: #ffe38a; --warn-border: #c99a00; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1.5rem;
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
main { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--border); border-radius: 1rem;
  padding: 1.5rem; }
.banner { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border: 2px dashed var(--warn-border); border-radius: 0.5rem;
  background: var(--warn-bg); color: var(--warn-text); }
.banner strong { display: block; font-size: 1.05rem; letter-spacing: 0.02em; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; }
h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.actions form { flex: 1 1 10rem; margin: 0; }
button, .link { display: inline-block; width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 0.5rem;
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
.pay { background: var(--accent); color: var(--accent-text); border: 2px solid var(--accent); }
.cancel, .link { background: transparent; color: var(--text); border: 2px solid var(--border); }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--accent); outline-offset: 3px; }
p { margin: 0 0 1rem; }
.note { margin: 1.25rem 0 0; color: var(--muted); font-size: 0.875rem; }
@media (prefers-reduced-motion: no-preference) { button, .link { transition: filter 0.15s; } button:hover { filter: brightness(1.08); } }
`;

const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`;

export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Headers for every checkout page: no scripts at all, forms only to us and the app, never cached or framed. */
export function checkoutPageHeaders(publicUrl: string): Record<string, string> {
  const appOrigin = new URL(publicUrl).origin;
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    // The address holds the session id: never hand it to another site.
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  };
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>TEST MODE — no real payment</strong>This checkout is simulated by Storyloom. No card is asked for and no money is taken.</p>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutPageData {
  sessionId: string;
  packName: string;
  credits: number;
  price: string;
  expiresAt: Date;
}

export function renderCheckoutPage(data: CheckoutPageData): string {
  const id = escapeHtml(encodeURIComponent(data.sessionId));
  const pack = escapeHtml(data.packName);
  const price = escapeHtml(data.price);
  return layout(
    `Test checkout: ${data.packName} pack — Storyloom`,
    `<h1>Test checkout</h1>
<section aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<dl>
<dt>Pack</dt><dd>${pack}</dd>
<dt>Credits</dt><dd>${escapeHtml(data.credits.toLocaleString('en-US'))}</dd>
<dt>Price</dt><dd>${price}</dd>
</dl>
</section>
<div class="actions">
<form method="post" action="${id}/pay"><button type="submit" class="pay">Pay ${price}</button></form>
<form method="post" action="${id}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>
<p class="note">Purchased credits expire 30 days after purchase. This checkout can be paid until ${escapeHtml(
      data.expiresAt.toUTCString(),
    )}.</p>`,
  );
}

export interface CheckoutMessage {
  title: string;
  message: string;
  link: { href: string; label: string };
}

/** A checkout that cannot be paid (any more): says why and where to go. */
export function renderCheckoutMessage(data: CheckoutMessage): string {
  return layout(
    `${data.title} — Storyloom`,
    `<h1>${escapeHtml(data.title)}</h1>
<p>${escapeHtml(data.message)}</p>
<a class="link" href="${escapeHtml(data.link.href)}">${escapeHtml(data.link.label)}</a>`,
  );
}
