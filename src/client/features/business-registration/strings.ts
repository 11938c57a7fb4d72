/** Swedish texts of /business-registration (admin-side §2 "Business registration page", §5, §8). */
export const businessRegistrationStrings = {
  hero: {
    eyebrow: 'För företag',
    title: 'Ta emot bokningar dygnet runt med Tidvis',
    text: 'Låt kunderna boka dina tjänster när det passar dem – du lägger tiden på det du är bäst på.',
    cta: 'Registrera ditt företag',
  },
  benefitsTitle: 'Varför Tidvis?',
  benefits: [
    {
      title: 'Bokningar dygnet runt',
      text: 'Kunderna bokar själva, även när du har stängt eller står med en kund.',
    },
    { title: 'Färre uteblivna besök', text: 'Påminnelser via e-post dagen före minskar antalet no-shows.' },
    {
      title: 'Gratis att komma igång',
      text: 'Inga startavgifter och ingen bindningstid. Betalning sker på plats.',
    },
    {
      title: 'Allt på ett ställe',
      text: 'Kalender, kunder, tjänster och arbetstider i en enkel adminpanel.',
    },
  ],
  stepsTitle: 'Så kommer du igång',
  steps: [
    { title: 'Registrera dig', text: 'Fyll i formuläret och bekräfta din e-post med en 6-siffrig kod.' },
    {
      title: 'Vänta på godkännande',
      text: 'Vi granskar ditt företag. Under tiden lägger du upp tjänster och arbetstider.',
    },
    {
      title: 'Ta emot bokningar',
      text: 'När företaget är godkänt syns det i sökningen och kunderna kan boka.',
    },
  ],
  form: {
    title: 'Registrera ditt företag',
    intro: 'Alla fält utom adressen är obligatoriska.',
    contactName: 'Kontaktperson',
    companyName: 'Företagsnamn',
    email: 'E-post',
    emailHint: 'Du loggar in i adminpanelen med den här adressen.',
    phone: 'Telefon',
    description: 'Kort beskrivning',
    descriptionHint: 'Visas för kunderna på din bokningssida.',
    categories: 'Kategori',
    categoriesHint: 'Välj en eller flera. Kunderna filtrerar sökningen på dem.',
    address: 'Adress',
    addressHint: 'Kunder hittar er i sökningen på orten. Kan fyllas i senare under Inställningar.',
    street: 'Gatuadress',
    streetHint: 'T.ex. Götgatan 12',
    postcode: 'Postnummer',
    city: 'Ort',
    password: 'Lösenord',
    passwordHint: 'Minst 8 tecken, en versal och en siffra.',
    confirmPassword: 'Bekräfta lösenord',
    termsPrefix: 'Jag godkänner Tidvis ',
    terms: 'villkor',
    termsSuffix: ' för företag.',
    submit: 'Registrera företag',
    submitting: 'Registrerar...',
    haveAccount: 'Har du redan ett företagskonto?',
    login: 'Logga in',
  },
  toasts: {
    registrationFailed: 'Fel vid företagsregistrering',
    unexpectedTitle: 'Ett fel uppstod',
    unexpectedText: 'Försök igen senare.',
  },
  success: {
    title: 'Registreringen är mottagen!',
    text: (company: string) =>
      `Din e-post är bekräftad och ${company} är registrerat. Vi granskar nu ditt företag – du får ett mejl när det är godkänt och kunderna kan börja boka.`,
    meanwhile: 'Under tiden kan du lägga upp dina tjänster och arbetstider i adminpanelen.',
    cta: 'Till adminpanelen',
  },
} as const;
