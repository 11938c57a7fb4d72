const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 });

/** Formats kronor the Swedish way, no decimals: 450 -> '450 kr'. */
export function formatPrice(kronor: number): string {
  return sek.format(kronor);
}
