/**
 * Sends the browser to the payment provider's page `url` (Stripe Checkout or the dev payment page). In the company's
 * widget the page is framed, and checkout pages refuse to be framed, so there it opens in a new tab when the browser
 * allows one.
 */
export function goToPayment(url: string): void {
  if (window.top !== window.self) {
    const opened = window.open(url, '_blank');
    if (opened) {
      opened.opener = null;
      return;
    }
  }
  window.location.assign(url);
}

/** Leaves the dev payment page for `url`, the return address the server gave (a full load, as from a provider). */
export function returnFromCheckout(url: string): void {
  window.location.assign(url);
}
