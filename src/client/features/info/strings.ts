/** Swedish texts of the information pages /faq, /terms, /gdpr and /contact (customer-side §2 'Information pages'). */

/** A titled block of paragraphs (terms, GDPR). */
export interface InfoSection {
  title: string;
  paragraphs: string[];
  /** Optional bullet points after the paragraphs. */
  points?: string[];
}

export const faqStrings = {
  title: 'Vanliga frågor',
  intro:
    'Här hittar du svar på det som kunder oftast undrar över. Hittar du inte det du letar efter är du välkommen att kontakta oss.',
  contactLink: 'Kontakta oss',
  items: [
    {
      question: 'Hur bokar jag en tid?',
      answer:
        'Sök efter ett företag på namn, ort eller tjänst och öppna dess bokningssida. Välj tjänst, dag och en ledig tid, fyll i dina uppgifter och tryck på Bekräfta bokning. Har du inget konto skapar du ett på vägen – det tar bara en minut.',
    },
    {
      question: 'Hur ändrar eller avbokar jag min bokning?',
      answer:
        'Gå till Mina bokningar och välj Ändra eller Avboka vid bokningen. Du kan också avboka direkt via länken i bekräftelsemejlet, utan att logga in. Tänk på att varje företag har sina egna avbokningsregler, så avboka i god tid.',
    },
    {
      question: 'Hur vet jag att min bokning är bekräftad?',
      answer:
        'Direkt efter bokningen visas en bekräftelse på skärmen och vi skickar ett bekräftelsemejl med alla detaljer. Dagen före besöket får du dessutom en påminnelse. Syns inget mejl? Titta i skräpposten eller under Mina bokningar.',
    },
    {
      question: 'Vad händer om jag blir försenad?',
      answer:
        'Hör av dig till företaget så snart som möjligt – kontaktuppgifterna finns i bekräftelsemejlet. Din tid kan behöva kortas eller flyttas om du kommer sent, eftersom nästa kund väntar.',
    },
    {
      question: 'Hur betalar jag?',
      answer:
        'Oftast betalar du på plats hos företaget efter besöket, med de betalsätt som företaget erbjuder. Priset du ser vid bokningen är det pris företaget har angett för tjänsten.',
    },
  ],
} as const;

export const termsStrings = {
  title: 'Användarvillkor',
  intro: 'De här villkoren gäller när du bokar tider via Tidvis. Genom att boka godkänner du villkoren.',
  updated: 'Senast uppdaterade: november 2026',
  sections: [
    {
      title: '1. Bokningar',
      paragraphs: [
        'En bokning är bindande när den har bekräftats via e-post. Kontrollera att tjänst, datum och tid stämmer innan du bekräftar.',
      ],
    },
    {
      title: '2. Avbokning',
      paragraphs: [
        'Avbokning sker enligt respektive företags avbokningsregler. Du avbokar enklast under Mina bokningar eller via länken i bekräftelsemejlet. Vid sen avbokning eller uteblivet besök kan företaget ta ut en avgift enligt sina regler.',
      ],
    },
    {
      title: '3. Personuppgifter',
      paragraphs: [
        'Vi behandlar dina personuppgifter enligt dataskyddsförordningen (GDPR). Läs mer om vilka uppgifter vi sparar och vilka rättigheter du har på sidan om personuppgifter.',
        'Du kan när som helst ladda ner dina uppgifter eller radera ditt konto under Profil › Inställningar. Kommande bokningar avbokas då och företagen får besked. Avslutade och avbokade bokningar anonymiseras automatiskt tre år efter besöket.',
      ],
    },
    {
      title: '4. Tidvis roll',
      paragraphs: [
        'Tidvis är en förmedlingstjänst som kopplar ihop dig med företagen. Avtalet om själva tjänsten ingås mellan dig och företaget, som ansvarar för utförandet, priset och eventuella reklamationer.',
      ],
    },
    {
      title: '5. Ändringar av villkoren',
      paragraphs: [
        'Vi kan komma att ändra villkoren. Den senaste versionen finns alltid på den här sidan och gäller från den dag den publiceras.',
      ],
    },
  ] satisfies InfoSection[],
  gdprLink: 'Läs om personuppgifter',
} as const;

export const gdprStrings = {
  title: 'Personuppgifter och GDPR',
  intro:
    'Vi värnar om din integritet. Här beskriver vi vilka uppgifter vi samlar in, varför, och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).',
  sections: [
    {
      title: 'Uppgifter vi samlar in',
      paragraphs: ['När du skapar ett konto och bokar tider sparar vi:'],
      points: [
        'Namn, e-postadress och telefonnummer (om du anger det).',
        'Dina bokningar: företag, tjänst, datum, tid och eventuellt meddelande till företaget.',
        'Inställningar för aviseringar och det du själv fyller i på din profil.',
        'Meddelanden du skickar till oss via kontaktformuläret.',
      ],
    },
    {
      title: 'Varför vi behandlar uppgifterna',
      paragraphs: [
        'Uppgifterna behövs för att genomföra dina bokningar, skicka bekräftelser och påminnelser och låta företaget du bokar hos se vem som kommer. Vi säljer aldrig dina uppgifter och delar dem bara med de företag du bokar hos.',
      ],
    },
    {
      title: 'Dina rättigheter',
      paragraphs: ['Enligt GDPR har du rätt till:'],
      points: [
        'Information – att få veta vilka uppgifter vi har om dig och hur de används.',
        'Rättelse – att få felaktiga uppgifter rättade. Mycket kan du ändra själv på din profil.',
        'Radering – att få dina uppgifter raderade när de inte längre behövs.',
        'Dataportabilitet – att få ut dina uppgifter i ett maskinläsbart format.',
      ],
    },
    {
      title: 'Ladda ner eller radera dina uppgifter',
      paragraphs: [
        'Under Profil › Inställningar väljer du Exportera mina uppgifter för att ladda ner allt vi har sparat om dig: profil, inställningar, bokningar med meddelanden, omdömen och kundkorten som företagen har om dig. Du får en maskinläsbar fil (JSON) och en som är lätt att läsa (HTML). Företagens egna anteckningar om dig ingår inte, men filen säger om de finns.',
        'Väljer du Radera mitt konto och bekräftar med ditt lösenord eller en kod vi mejlar dig, avbokas dina kommande bokningar (företagen får besked), du loggas ut överallt och ditt konto och din profil tas bort. Företagen behåller avslutade bokningar för sin bokföring och statistik, men utan ditt namn, din e-post, ditt telefonnummer och dina meddelanden, och omdömen finns kvar utan namn. Du får ett sista mejl som bekräftar raderingen och kan senare skapa ett nytt konto med samma e-post.',
        'Ett företag kan också anonymisera ditt kundkort hos sig om du ber det om det.',
      ],
    },
    {
      title: 'Hur länge vi sparar uppgifterna',
      paragraphs: [
        'Avslutade och avbokade bokningar anonymiseras automatiskt tre år efter besöket: namn och meddelanden tas bort, medan tjänst, tid och pris finns kvar i företagets statistik. Kundkort hos ett företag som inte hör till något konto anonymiseras när de inte har använts på tre år, och skickade mejl rensas efter samma tid.',
      ],
    },
    {
      title: 'Så når du oss',
      paragraphs: [
        'Vill du använda någon av dina rättigheter eller har frågor om hur vi hanterar personuppgifter? Skriv till oss via kontaktformuläret eller mejla support@tidvis.se. Du har också rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
      ],
    },
  ] satisfies InfoSection[],
  contactLink: 'Till kontaktformuläret',
} as const;

export const contactStrings = {
  title: 'Kontakta oss',
  intro:
    'Har du frågor om en bokning, ditt konto eller Tidvis? Skriv till oss så svarar vi så snart vi kan, oftast inom en arbetsdag.',
  formTitle: 'Skicka ett meddelande',
  fields: { name: 'Namn', email: 'E-post', subject: 'Ämne', message: 'Meddelande' },
  submit: 'Skicka meddelande',
  sending: 'Skickar...',
  sent: 'Meddelandet är skickat',
  sentDescription: 'Tack! Vi återkommer till dig via e-post.',
  failed: 'Meddelandet kunde inte skickas',
  infoTitle: 'Kontaktuppgifter',
  emailLabel: 'E-post',
  email: 'support@tidvis.se',
  phoneLabel: 'Telefon',
  phone: '08-123 45 67',
  addressLabel: 'Adress',
  address: 'Tidvis AB, Drottninggatan 1, 111 51 Stockholm',
  hoursTitle: 'Öppettider',
  hours: [
    ['Måndag–fredag', '09:00–17:00'],
    ['Lördag–söndag', 'Stängt'],
  ],
  faqHint: 'Många svar finns redan bland våra vanliga frågor.',
  faqLink: 'Till vanliga frågor',
} as const;
