/** Texts of the company's widget (issue 20): kept out of the booking page's own strings (its JavaScript budget). */
export const embedText = {
  signInPrompt: 'Logga in eller skapa ett konto för att boka tiden.',
  signIn: 'Logga in och boka',
  signInNote: 'Inloggningen öppnas i ett nytt fönster hos Tidvis. Din valda tid sparas.',
  popupBlocked: 'Fönstret kunde inte öppnas. Tillåt popup-fönster för sidan och försök igen.',
  waiting: 'Slutför inloggningen i fönstret som öppnades. Bokningen visas här när den är klar.',
} as const;
