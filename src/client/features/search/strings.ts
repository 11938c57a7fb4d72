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
  /** The line under the cards while more pages remain; `total` null when unknown ('Ledigt i dag'). */
  showing: (shown: number, total: number | null) =>
    total === null ? `Visar ${shown} företag` : `Visar ${shown} av ${total} företag`,
  loadMore: 'Visa fler',
  loadingMore: 'Laddar fler...',
  loadMoreError: 'Kunde inte hämta fler företag',
  categoryChips: 'Kategori och tid',
  cityChips: 'Ort',
  freeToday: 'Ledigt i dag',
  cityCount: (n: number) => (n === 1 ? '1 företag' : `${n} företag`),
  firstFree: 'Första lediga tid:',
  /** The first free time's link, read out in full. */
  firstFreeLink: (company: string, label: string, service: string) =>
    `Boka ${service} hos ${company}, första lediga tid ${label}`,
  /** The lowest active price on a card: 'från 350 kr'. */
  priceFrom: (price: string) => `från ${price}`,
  noFreeTime: 'Inga lediga tider',
  sortLabel: 'Sortera',
  sortBestMatch: 'Bäst match',
  sortTopRated: 'Högst betyg',
  emptyFiltered: 'Prova att ta bort ett filter eller söka på något annat.',
  /** the closest known term when nothing matched, a link that searches for it. */
  didYouMean: 'Menade du',
  clearFilters: 'Rensa filter',
} as const;
