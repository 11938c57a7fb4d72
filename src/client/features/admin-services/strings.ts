/** Swedish texts of the admin services page (admin-side §2 "Admin services", §5, §8 Services). */
export const t = {
  heading: 'Tjänster',
  subtitle: (company: string) => `Hantera tjänster för ${company}`,
  newService: 'Ny tjänst',

  // Summary cards
  totalRevenue: 'Intäkt',
  averagePrice: 'Genomsnittligt pris',
  activeServices: (n: number) => (n === 1 ? 'av 1 aktiv tjänst' : `av ${n} aktiva tjänster`),
  totalBookings: 'Bokningar',
  last30Days: 'Senaste 30 dagarna',

  // Cards
  active: 'Aktiv',
  inactive: 'Inaktiv',
  minutes: (n: number) => `${n} min`,
  bookings30Days: (n: number) => `${n === 1 ? '1 bokning' : `${n} bokningar`} senaste 30 dagarna`,
  upcoming: (n: number) => `${n} kommande`,
  trendUp: 'Ökande popularitet',
  trendDown: 'Minskande popularitet',
  trendNeutral: 'Oförändrad popularitet',
  activeSwitch: (name: string) => `${name} är bokningsbar`,
  showDetails: (name: string) => `Visa detaljer för ${name}`,
  hideDetails: (name: string) => `Dölj detaljer för ${name}`,
  dragHandle: (name: string) => `Flytta ${name}`,
  description: 'Beskrivning',
  noDescription: 'Ingen beskrivning',
  bookingsLabel: 'Bokningar senaste 30 dagarna',
  upcomingLabel: 'Kommande bokningar',
  revenueLabel: 'Intäkt senaste 30 dagarna',
  edit: 'Redigera',
  remove: 'Radera',
  listLabel: 'Tjänster i visningsordning',

  // Empty and loading
  loading: 'Laddar tjänster',
  emptyTitle: 'Inga tjänster ännu',
  emptyText: 'Skapa din första tjänst för att komma igång',
  emptyButton: 'Skapa första tjänsten',
  loadFailedText: 'Kunde inte hämta tjänsterna.',
  retry: 'Försök igen',

  // Dialogs
  createTitle: 'Skapa ny tjänst',
  editTitle: 'Redigera tjänst',
  createSubmit: 'Skapa tjänst',
  editSubmit: 'Spara ändringar',
  saving: 'Sparar...',
  cancel: 'Avbryt',
  nameLabel: 'Namn',
  descriptionLabel: 'Beskrivning',
  priceLabel: 'Pris (kr)',
  categoryLabel: 'Kategori',
  categoryHint: 'T.ex. Klippning eller Färg. Tjänster med samma kategori visas under en rubrik på er sida.',
  priceFromLabel: 'Från-pris',
  priceFromHint: 'Priset kan bli högre, visas som "från 650 kr".',
  durationLabel: 'Längd (minuter)',
  bufferLabel: 'Buffert efter (minuter)',
  bufferHint: 'Tid efter tjänsten innan nästa bokning kan börja.',
  processingLegend: 'Verkningstid',
  processingHint:
    'Tid mitt i tjänsten då personalen kan ta en annan kund, t.ex. medan färgen verkar. Lämna tomt om den saknas.',
  processingAfterLabel: 'Börjar efter (minuter)',
  processingLabel: 'Verkningstid (minuter)',
  processingSummary: (minutes: number) => `varav ${minutes} min verkningstid`,
  // Paying online (docs/decisions/047)
  paymentLegend: 'Betalning',
  paymentModes: { on_site: 'På plats', deposit: 'Handpenning', prepay: 'Betala vid bokning' },
  paymentModeHints: {
    on_site: 'Kunden betalar i salongen, som vanligt.',
    deposit: 'Kunden betalar en del av priset när tiden bokas, resten på plats.',
    prepay: 'Kunden betalar hela priset när tiden bokas.',
  },
  depositKindLegend: 'Handpenningens storlek',
  depositKinds: { fixed: 'Belopp i kr', percent: 'Procent av priset' },
  depositValueLabel: { fixed: 'Handpenning (kr)', percent: 'Handpenning (%)' },
  /** What a per cent deposit comes to at the price in the form ('Av 350 kr blir det 105 kr.'). */
  depositOfPrice: (price: string, amount: string) => `Av ${price} blir det ${amount}.`,
  paymentsNotConnected: 'Anslut betalningar under Inställningar › Betalningar för att ta betalt online.',
  paymentsSettingsLink: 'Öppna Betalningar',
  /** The service list row's rule ('Handpenning 300 kr', 'Handpenning 30 %', 'Betalas vid bokning'). */
  paymentSummary: {
    fixed: (amount: string) => `Handpenning ${amount}`,
    percent: (percent: number) => `Handpenning ${percent} %`,
    prepay: 'Betalas vid bokning',
  },
  paymentLabel: 'Betalning',
  required: 'obligatoriskt',
  confirmDelete: (name: string) => `Är du säker på att du vill radera "${name}"?`,
  confirmDeleteTitle: 'Radera tjänst',

  // Toasts (§8)
  loadFailed: 'Fel vid hämtning av tjänster',
  createFailed: 'Fel vid skapande av tjänst',
  created: 'Tjänst skapad',
  updateFailed: 'Fel vid uppdatering av tjänst',
  updated: 'Tjänst uppdaterad',
  toggleFailed: 'Fel vid uppdatering av tjänststatus',
  deactivated: 'Tjänst inaktiverad',
  activated: 'Tjänst aktiverad',
  deleteHasBookings: 'Kan inte radera tjänst som har framtida bokningar',
  deleteFailed: 'Fel vid radering av tjänst',
  deleted: 'Tjänst raderad',
  orderFailed: 'Fel vid uppdatering av ordning',

  // Drag and drop (screen readers)
  dndInstructions:
    'Tryck mellanslag eller Enter för att lyfta tjänsten. Flytta med piltangenterna, släpp med mellanslag eller Enter, avbryt med Escape.',
} as const;
