/** Texts of the company's widget: kept out of the booking page's own strings (its JavaScript budget). */
export const embedText = {
  signInPrompt: 'Logga in eller skapa ett konto för att boka tiden.',
  signIn: 'Logga in och boka',
  signInNote: 'Inloggningen öppnas i ett nytt fönster hos Tidvis. Din valda tid sparas.',
  // said next to the button, with a way on that needs no pop-up.
  popupBlockedTitle: 'Inloggningsfönstret kunde inte öppnas',
  popupBlockedText:
    'Din webbläsare eller app stoppade fönstret. Fortsätt i stället hos Tidvis – din valda tid följer med.',
  popupBlockedLink: 'Öppna bokningen hos Tidvis i en ny flik',
  waiting: 'Slutför inloggningen i fönstret som öppnades. Bokningen visas här när den är klar.',
} as const;
