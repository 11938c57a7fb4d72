import { buttonHtml, layoutHtml } from './templates';

/**
 * To the owner of an account whose password was entered wrong ACCOUNT_LOCK_FAILURES times in a row (issue 14 §8):
 * sign-in is locked for `minutes` minutes; if it was not them, reset the password at `resetUrl`.
 */
export function accountLockedEmail(minutes: number, failures: number, resetUrl: string) {
  const lines = [
    'Hej!',
    `Någon har försökt logga in på ditt Tidvis-konto med fel lösenord ${failures} gånger i rad. Inloggningen är därför låst i ${minutes} minuter.`,
    'Var det du? Vänta en stund och försök igen, eller återställ lösenordet.',
    'Var det inte du? Byt lösenord, så att ingen annan kan logga in.',
  ];
  return {
    subject: 'Inloggningen till ditt konto är tillfälligt låst',
    text: `${lines.join('\n\n')}\n\nÅterställ lösenordet: ${resetUrl}`,
    html: layoutHtml('Inloggningen är tillfälligt låst', [
      ...lines,
      buttonHtml(resetUrl, 'Återställ lösenordet'),
    ]),
  };
}
