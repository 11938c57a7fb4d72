import { BOOKING_STATUS_LABELS } from '~/shared/booking-status-labels';

/** Swedish texts of 'Rapporter' (the admin's figures of a period and its CSV export). */
export const adminReportsStrings = {
  title: 'Rapporter',
  intro: 'Intäkter, bokningar och kunder för en vald period. Exportera bokningarna till bokföringen.',
  loading: 'Laddar rapporten',
  loadError: 'Rapporten kunde inte hämtas',
  tryAgain: 'Försök igen',
  period: {
    legend: 'Period',
    from: 'Från',
    to: 'Till',
    show: 'Visa',
    thisMonth: 'Denna månad',
    lastMonth: 'Förra månaden',
    thisYear: 'I år',
    shown: (range: string) => `Visar ${range}`,
  },
  summary: {
    section: 'Periodens siffror',
    earned: 'Intjänat',
    earnedHint: 'Genomförda besök',
    booked: 'Inbokat',
    bookedHint: 'Kommande bokningar, ej avbokade',
    noShowRate: 'Uteblivna besök',
    noShowRateValue: (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)} %`),
    noShowRateHint: 'Andel av besöken som skulle ha ägt rum',
    customers: 'Kunder',
    customersHint: (fresh: number, returning: number) => `${fresh} nya · ${returning} återkommande`,
  },
  chart: {
    title: 'Intjänat per dag',
    label: (total: string, best: string | null) =>
      best
        ? `Stapeldiagram, intjänat per dag. Totalt ${total}. Bästa dagen: ${best}.`
        : `Stapeldiagram, intjänat per dag. Totalt ${total}.`,
    bar: (date: string, amount: string) => `${date}: ${amount}`,
    asTable: 'Visa som tabell',
    date: 'Datum',
    amount: 'Intjänat',
    empty: 'Inget intjänat under perioden ännu.',
  },
  status: {
    title: 'Bokningar per status',
    labels: BOOKING_STATUS_LABELS,
    count: 'Antal',
  },
  payments: {
    title: 'Betalningar online',
    hint: 'Handpenningar och förskott som kunderna betalat för periodens bokningar.',
    paidOnline: 'Betalt online',
    refunded: 'Återbetalt',
    dueOnSite: 'Att betala på plats',
    dueOnSiteHint: 'Bokade och genomförda besök, minus det som är betalt online.',
  },
  staff: {
    title: 'Per person',
    hint: 'Bokningar: ej avbokade. Intjänat: genomförda besök. Underlag för provision.',
    name: 'Personal',
    none: 'Utan personal',
    bookings: 'Bokningar',
    earned: 'Intjänat',
    empty: 'Inga bokningar under perioden.',
  },
  services: {
    title: 'Per tjänst',
    name: 'Tjänst',
    bookings: 'Bokningar',
    earned: 'Intjänat',
    empty: 'Inga bokningar under perioden.',
  },
  csv: {
    title: 'Export',
    hint: 'Periodens alla bokningar som CSV (semikolonavgränsad, öppnas i Excel): datum, tid, tjänst, personal, kund, status, pris och intäkt i kronor, betalt online, återbetalt och betalningssätt.',
    download: 'Ladda ner CSV',
  },
} as const;
