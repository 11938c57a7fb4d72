/** Swedish texts of the admin's 'Omdömen' page and the operator's review section (issue 19 §1). */
export const adminReviewsStrings = {
  title: 'Omdömen',
  intro: 'Omdömen som kunder har publicerat efter genomförda besök. Du kan svara en gång på varje omdöme.',
  loading: 'Hämtar omdömen …',
  loadError: 'Omdömena kunde inte hämtas.',
  tryAgain: 'Försök igen',
  empty: 'Inga omdömen ännu.',
  answerLabel: 'Ditt svar',
  answerHint: 'Svaret visas under omdömet på din bokningssida och kan inte ändras.',
  send: 'Skicka svar',
  sending: 'Skickar …',
  answered: 'Svaret är publicerat',
  answerFailed: 'Svaret kunde inte sparas',
  yourAnswer: 'Ditt svar',
  hidden: 'Dolt av Tidvis',
  hiddenText: 'Omdömet visas inte och räknas inte in i betyget.',
  // The platform operator's section.
  platformTitle: 'Omdömen',
  platformIntro:
    'Dölj omdömen som bryter mot villkoren. Ett dolt omdöme syns ingenstans och räknas inte in i betyget.',
  hide: 'Dölj',
  cancel: 'Avbryt',
  hideLabel: (author: string, company: string) => `Dölj omdömet från ${author} om ${company}`,
  hideConfirm: 'Dölja omdömet?',
  hiddenToast: 'Omdömet är dolt',
  hideFailed: 'Omdömet kunde inte döljas',
} as const;
