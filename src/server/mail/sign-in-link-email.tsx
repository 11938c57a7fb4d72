import { Block, Button, CopyableLink, EmailLayout } from './components';
import { renderEmailHtml } from './render';

/**
 * The sign-in link (docs/decisions/026): `url` signs its holder in once, within `minutes` minutes, past a
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
    html: renderEmailHtml(
      <EmailLayout title="Logga in på Tidvis">
        <Block>Hej!</Block>
        <Block>{intro}</Block>
        <Block>
          <Button href={url}>Logga in</Button>
        </Block>
        <Block>
          <CopyableLink url={url} />
        </Block>
        <Block>{validity}</Block>
        <Block>{ignore}</Block>
      </EmailLayout>,
    ),
  };
}
