import type { CategorySlug } from '../../../shared/categories';
import type { WeeklySchedule } from '../../../shared/schedule';

/** Demo companies of docs/design.md §5: Swedish businesses in several cities with realistic prices (kr) and hours. */
export interface DemoCompany {
  name: string;
  email: string;
  phone: string;
  /** Street and number ('Götgatan 14'). */
  street: string;
  /** Five digits, as stored ('11846'). */
  postcode: string;
  city: string;
  /** The address's district, when the demo knows it. */
  district?: string;
  /** Its categories. */
  categories: CategorySlug[];
  description: string;
  socialUrl?: string;
  slotIntervalMinutes?: 15 | 30 | 60;
  schedule: WeeklySchedule;
  services: {
    name: string;
    description: string;
    price: number;
    durationMinutes: number;
    bufferMinutes?: number;
    /** The company page's heading for it (docs/decisions/043). */
    category?: string;
    /** A lowest price, shown 'från 650 kr' (the final price depends on e.g. hair length). */
    priceFrom?: boolean;
    /** Paid online (docs/decisions/047): a deposit of fixed kronor or per cent, or the whole price; absent = on site. */
    paymentMode?: 'on_site' | 'deposit' | 'prepay';
    depositKind?: 'fixed' | 'percent';
    depositValue?: number;
  }[];
  /** Organisation number 'NNNNNN-NNNN' (receipts). */
  orgNumber?: string;
  /**
   * Takes payments online with the dev payment provider (docs/decisions/047): connected as `dev_<slug>`, which a
   * process configured for Stripe treats as not connected.
   */
  devPayments?: boolean;
  /**
   * Staff members in display order: the names of the services they perform, their own weekly hours
   * (absent = the company's). Without staff the company is one implicit resource.
   */
  staff?: { name: string; title: string; services: string[]; schedule?: WeeklySchedule }[];
}

const day = (start: string, end: string) => ({ enabled: true, intervals: [{ start, end }] });
const lunchDay = (start: string, end: string) => ({
  enabled: true,
  intervals: [
    { start, end: '12:00' },
    { start: '13:00', end },
  ],
});
const closed = { enabled: false, intervals: [] };

const weekdays = (d: { enabled: boolean; intervals: { start: string; end: string }[] }) => ({
  monday: d,
  tuesday: d,
  wednesday: d,
  thursday: d,
  friday: d,
});

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_ADMIN_EMAIL = 'info@salongsolros.se';
export const DEMO_CUSTOMER_EMAIL = 'anna.svensson@example.se';
export const DEMO_OPERATOR_EMAIL = 'drift@tidvis.se';

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Salong Solros',
    email: DEMO_ADMIN_EMAIL,
    phone: '08-123 45 67',
    orgNumber: '556677-8899',
    devPayments: true,
    street: 'Götgatan 14',
    postcode: '11846',
    city: 'Stockholm',
    district: 'Södermalm',
    categories: ['frisor'],
    description: 'Frisörsalong på Södermalm med fokus på klippning, färg och styling.',
    socialUrl: 'https://www.instagram.com/salongsolros',
    schedule: { ...weekdays(day('09:00', '18:00')), saturday: day('10:00', '15:00'), sunday: closed },
    services: [
      {
        name: 'Damklippning',
        description: 'Klippning inklusive tvätt och föning.',
        price: 650,
        durationMinutes: 60,
        category: 'Klippning',
        priceFrom: true,
      },
      {
        name: 'Herrklippning',
        description: 'Klassisk herrklippning med maskin och sax.',
        price: 450,
        durationMinutes: 30,
        category: 'Klippning',
      },
      {
        name: 'Färgning',
        description: 'Helfärg med toning och inpackning.',
        price: 1250,
        durationMinutes: 120,
        bufferMinutes: 15,
        category: 'Färg',
        priceFrom: true,
        // A newcomer sees paying a deposit on the dev payment page (issue 36).
        paymentMode: 'deposit',
        depositKind: 'fixed',
        depositValue: 300,
      },
      {
        name: 'Slingor',
        description: 'Folieslingor i valfri nyans.',
        price: 1450,
        durationMinutes: 90,
        bufferMinutes: 15,
        category: 'Färg',
      },
      {
        name: 'Barnklippning',
        description: 'För barn upp till 12 år.',
        price: 300,
        durationMinutes: 30,
        category: 'Klippning',
      },
    ],
    // Three people with different hours; every service is performed by at least two of them.
    staff: [
      {
        name: 'Sofia Lind',
        title: 'Frisör',
        services: ['Damklippning', 'Färgning', 'Slingor', 'Barnklippning'],
      },
      {
        name: 'Jonas Ek',
        title: 'Barberare',
        services: ['Herrklippning', 'Barnklippning', 'Damklippning'],
        schedule: {
          ...weekdays(day('10:00', '18:00')),
          monday: closed,
          saturday: day('10:00', '15:00'),
          sunday: closed,
        },
      },
      {
        name: 'Mira Holm',
        title: 'Färgspecialist',
        services: ['Färgning', 'Slingor', 'Herrklippning'],
        schedule: {
          ...weekdays(lunchDay('09:00', '16:00')),
          friday: closed,
          saturday: closed,
          sunday: closed,
        },
      },
    ],
  },
  {
    name: 'Barberaren på Söder',
    email: 'boka@barberarenpasoder.se',
    phone: '08-765 43 21',
    street: 'Hornsgatan 88',
    postcode: '11821',
    city: 'Stockholm',
    district: 'Södermalm',
    categories: ['frisor', 'barberare'],
    description: 'Barberare med rakkniv, skäggtrim och hot towel.',
    schedule: { ...weekdays(day('10:00', '19:00')), saturday: day('10:00', '16:00'), sunday: closed },
    services: [
      {
        name: 'Herrklippning',
        description: 'Klippning med sax och maskin.',
        price: 420,
        durationMinutes: 30,
        category: 'Klippning',
      },
      {
        name: 'Skäggtrim',
        description: 'Formning av skägg med varm handduk.',
        price: 300,
        durationMinutes: 30,
        category: 'Skägg',
      },
      {
        name: 'Klippning och skägg',
        description: 'Komplett paket för hår och skägg.',
        price: 650,
        durationMinutes: 60,
        category: 'Klippning',
      },
      {
        name: 'Rakning med kniv',
        description: 'Traditionell våtrakning.',
        price: 395,
        durationMinutes: 45,
        category: 'Skägg',
      },
    ],
  },
  {
    name: 'Nagelstudion Göteborg',
    email: 'hej@nagelstudion.se',
    phone: '031-22 33 44',
    street: 'Linnégatan 5',
    postcode: '41304',
    city: 'Göteborg',
    district: 'Linnéstaden',
    categories: ['naglar'],
    description: 'Gelénaglar, manikyr och pedikyr i lugn miljö.',
    schedule: { ...weekdays(lunchDay('09:00', '18:00')), saturday: day('10:00', '14:00'), sunday: closed },
    services: [
      {
        name: 'Gelénaglar nytt set',
        description: 'Nytt set med gelé och valfri färg.',
        price: 695,
        durationMinutes: 90,
        category: 'Naglar',
      },
      {
        name: 'Påfyllning gelé',
        description: 'Påfyllning inom fyra veckor.',
        price: 545,
        durationMinutes: 60,
        category: 'Naglar',
      },
      {
        name: 'Manikyr',
        description: 'Filning, nagelband och lack.',
        price: 450,
        durationMinutes: 45,
        bufferMinutes: 15,
        category: 'Händer och fötter',
      },
      {
        name: 'Pedikyr',
        description: 'Fotbad, fotfil och lack.',
        price: 595,
        durationMinutes: 60,
        category: 'Händer och fötter',
      },
    ],
  },
  {
    name: 'Malmö Massage & Friskvård',
    email: 'info@malmomassage.se',
    phone: '040-12 34 56',
    street: 'Södra Förstadsgatan 30',
    postcode: '21143',
    city: 'Malmö',
    categories: ['massage', 'halsa'],
    description: 'Klassisk massage, idrottsmassage och koppning.',
    slotIntervalMinutes: 15,
    schedule: {
      ...weekdays(day('08:00', '20:00')),
      saturday: day('09:00', '15:00'),
      sunday: day('10:00', '14:00'),
    },
    services: [
      {
        name: 'Klassisk massage 30 min',
        description: 'Rygg och nacke.',
        price: 450,
        durationMinutes: 30,
        bufferMinutes: 10,
        category: 'Massage',
      },
      {
        name: 'Klassisk massage 60 min',
        description: 'Helkroppsmassage.',
        price: 795,
        durationMinutes: 60,
        bufferMinutes: 10,
        category: 'Massage',
      },
      {
        name: 'Idrottsmassage',
        description: 'Djupgående massage för aktiva.',
        price: 850,
        durationMinutes: 60,
        bufferMinutes: 10,
        category: 'Massage',
      },
      {
        name: 'Koppning',
        description: 'Koppning kombinerad med massage.',
        price: 650,
        durationMinutes: 45,
        bufferMinutes: 10,
        category: 'Behandlingar',
      },
    ],
  },
  {
    name: 'Uppsala Hudklinik',
    email: 'reception@uppsalahudklinik.se',
    phone: '018-55 66 77',
    street: 'Kungsgatan 47',
    postcode: '75321',
    city: 'Uppsala',
    categories: ['hudvard', 'halsa'],
    description: 'Hudvård, ansiktsbehandlingar och konsultationer.',
    schedule: { ...weekdays(day('08:30', '17:00')), saturday: closed, sunday: closed },
    services: [
      {
        name: 'Hudkonsultation',
        description: 'Genomgång av hudtyp och rutiner.',
        price: 495,
        durationMinutes: 30,
        category: 'Konsultation',
      },
      {
        name: 'Ansiktsbehandling',
        description: 'Rengöring, peeling och mask.',
        price: 995,
        durationMinutes: 75,
        category: 'Behandlingar',
      },
      {
        name: 'Kemisk peeling',
        description: 'Fruktsyrapeeling för jämnare hy.',
        price: 1195,
        durationMinutes: 45,
        bufferMinutes: 15,
        category: 'Behandlingar',
        priceFrom: true,
      },
    ],
  },
  {
    name: 'Frisör Linnea',
    email: 'linnea@frisorlinnea.se',
    phone: '013-40 50 60',
    street: 'Storgatan 12',
    postcode: '58223',
    city: 'Linköping',
    categories: ['frisor'],
    description: 'Personlig frisör med fokus på naturliga färger.',
    schedule: {
      monday: closed,
      tuesday: day('10:00', '18:00'),
      wednesday: day('10:00', '18:00'),
      thursday: day('12:00', '20:00'),
      friday: day('09:00', '16:00'),
      saturday: day('10:00', '14:00'),
      sunday: closed,
    },
    services: [
      {
        name: 'Klippning kort hår',
        description: 'Inklusive tvätt.',
        price: 520,
        durationMinutes: 45,
        category: 'Klippning',
      },
      {
        name: 'Klippning långt hår',
        description: 'Inklusive tvätt och föning.',
        price: 690,
        durationMinutes: 60,
        category: 'Klippning',
      },
      {
        name: 'Toning',
        description: 'Glans och toning.',
        price: 750,
        durationMinutes: 60,
        category: 'Färg',
        priceFrom: true,
      },
    ],
  },
  {
    name: 'Örebro Fotvård',
    email: 'kontakt@orebrofotvard.se',
    phone: '019-11 22 33',
    street: 'Drottninggatan 8',
    postcode: '70210',
    city: 'Örebro',
    categories: ['naglar', 'halsa'],
    description: 'Medicinsk fotvård av legitimerad fotterapeut.',
    schedule: { ...weekdays(lunchDay('08:00', '16:00')), saturday: closed, sunday: closed },
    services: [
      {
        name: 'Medicinsk fotvård',
        description: 'Behandling av hud och naglar.',
        price: 650,
        durationMinutes: 60,
        category: 'Fotvård',
      },
      {
        name: 'Nagelregulering',
        description: 'Behandling av nedväxande naglar.',
        price: 450,
        durationMinutes: 30,
        category: 'Fotvård',
      },
      {
        name: 'Fotmassage',
        description: 'Avslappnande fotmassage.',
        price: 395,
        durationMinutes: 30,
        category: 'Massage',
      },
    ],
  },
  {
    name: 'Västerås Brynstudio',
    email: 'info@brynstudion.se',
    phone: '021-30 40 50',
    street: 'Stora Gatan 20',
    postcode: '72212',
    city: 'Västerås',
    categories: ['hudvard'],
    description: 'Bryn, fransar och lashlift.',
    schedule: { ...weekdays(day('10:00', '18:00')), saturday: day('10:00', '15:00'), sunday: closed },
    services: [
      {
        name: 'Formning av bryn',
        description: 'Plockning och formning.',
        price: 295,
        durationMinutes: 30,
        category: 'Bryn',
      },
      {
        name: 'Färgning bryn och fransar',
        description: 'Färg och formning.',
        price: 450,
        durationMinutes: 45,
        category: 'Bryn och fransar',
      },
      {
        name: 'Lashlift',
        description: 'Lyft och färg av fransar.',
        price: 695,
        durationMinutes: 60,
        category: 'Fransar',
      },
      {
        name: 'Browlift',
        description: 'Laminering av bryn.',
        price: 695,
        durationMinutes: 60,
        category: 'Bryn',
      },
    ],
  },
  {
    name: 'Lunds Massagestudio',
    email: 'hej@lundsmassage.se',
    phone: '046-20 30 40',
    street: 'Klostergatan 3',
    postcode: '22222',
    city: 'Lund',
    categories: ['massage'],
    description: 'Avslappnande massage och ansiktsmassage.',
    schedule: { ...weekdays(day('09:00', '19:00')), saturday: day('10:00', '16:00'), sunday: closed },
    services: [
      {
        name: 'Avslappningsmassage',
        description: 'Lugn helkroppsmassage med varma oljor.',
        price: 750,
        durationMinutes: 60,
        category: 'Massage',
      },
      {
        name: 'Ansiktsmassage',
        description: 'Massage av ansikte, huvud och nacke.',
        price: 495,
        durationMinutes: 30,
        category: 'Massage',
      },
      {
        name: 'Gravidmassage',
        description: 'Anpassad massage för gravida.',
        price: 795,
        durationMinutes: 60,
        category: 'Massage',
      },
    ],
  },
];
