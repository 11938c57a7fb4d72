const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 });

/** Formats kronor the Swedish way, no decimals: 450 -> '450 kr'. */
export function formatPrice(kronor: number): string {
  return sek.format(kronor);
}

/**
 * A service's price as customers read it: '650 kr', or 'från 650 kr' when `priceFrom` says the price is the
 * lowest and the final one may be higher (docs/decisions/043). Everywhere a service's own price is shown.
 */
export function formatServicePrice(kronor: number, priceFrom: boolean | undefined): string {
  return priceFrom ? `från ${formatPrice(kronor)}` : formatPrice(kronor);
}
