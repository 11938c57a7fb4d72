import { Block, Button, EmailLayout, TextLink } from './components';
import { renderEmailHtml } from './render';

/**
 * To the owner of an account whose password was entered wrong `failures` times within `minutes` minutes: password sign-in is paused for a while; the owner signs in with a link mailed from the sign-in
 * page (`loginUrl`) or resets the password at `resetUrl`. Returns `{ subject, text, html }`.
 */
export function accountLockedEmail(minutes: number, failures: number, resetUrl: string, loginUrl: string) {
  const lines = [
    `Någon har försökt logga in på ditt Tidvis-konto med fel lösenord ${failures} gånger på ${minutes} minuter. Inloggning med lösenord är därför pausad en stund.`,
    'Var det du? Välj "Skicka en inloggningslänk" på inloggningssidan, så loggar du in med en länk från din e-post, eller återställ lösenordet.',
    'Var det inte du? Byt lösenord, så att ingen annan kan logga in.',
  ];
  return {
    subject: 'Inloggningen till ditt konto är tillfälligt låst',
    text: `Hej!\n\n${lines.join('\n\n')}\n\nLogga in: ${loginUrl}\nÅterställ lösenordet: ${resetUrl}`,
    html: renderEmailHtml(
      <EmailLayout title="Inloggningen är tillfälligt låst">
        <Block>Hej!</Block>
        {lines.map((line, i) => (
          <Block key={i}>{line}</Block>
        ))}
        <Block>
          <Button href={loginUrl}>Till inloggningen</Button>
        </Block>
        <Block>
          <TextLink href={resetUrl}>Återställ lösenordet</TextLink>
        </Block>
      </EmailLayout>,
    ),
  };
}
