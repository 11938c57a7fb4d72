import { buttonHtml, escapeHtml, layoutHtml } from './templates';

/**
 * The sign-in link (issue 29 §3, docs/decisions/026): `url` signs its holder in once, within `minutes` minutes, past a
 * lock from wrong passwords, which it lifts. Returns `{ subject, text, html }`.
 */
export function signInLinkEmail(url: string, minutes: number) {
  const intro =
    'Någon, förhoppningsvis du, bad om en inloggningslänk till ditt Tidvis-konto. Med länken loggar du in utan lösenord, även om inloggningen med lösenord är låst.';
  const validity = `Länken gäller i ${minutes} minuter och kan bara användas en gång.`;
  const ignore =
    'Bad du inte om länken? Då kan du bortse från meddelandet; ingen kan logga in med den utan tillgång till din e-post.';
  return {
    subject: 'Din inloggningslänk till Tidvis',
    text: `Hej!\n\n${intro}\n\nLogga in: ${url}\n\n${validity}\n\n${ignore}`,
    html: layoutHtml('Logga in på Tidvis', [
      'Hej!',
      escapeHtml(intro),
      buttonHtml(url, 'Logga in'),
      `Fungerar inte knappen? Kopiera länken: <br><span style="word-break:break-all">${escapeHtml(url)}</span>`,
      escapeHtml(validity),
      escapeHtml(ignore),
    ]),
  };
}
