/** Swedish texts of the company search (customer-side §2 'Sök företag'). */
export const searchStrings = {
  title: 'Sök företag',
  intro: 'Hitta salonger, barberare, massage och kliniker nära dig.',
  label: 'Sök på namn, ort eller tjänst',
  placeholder: 'T.ex. frisör eller Malmö',
  clear: 'Rensa sökningen',
  loading: 'Laddar företag...',
  empty: 'Inga resultat',
  emptyHint: 'Prova ett annat sökord eller en annan ort.',
  errorTitle: 'Kunde inte hämta företag',
  retry: 'Försök igen',
  book: 'Boka tid',
  bookAt: (name: string) => `Boka tid hos ${name}`,
  noLocation: 'Adress ej tillgänglig',
  resultCount: (n: number) => (n === 1 ? '1 företag' : `${n} företag`),
} as const;
