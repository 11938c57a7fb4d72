import { Block, Button, EmailLayout, TextLink } from './components';
import { renderEmailHtml } from './render';

/**
 * To an address that already has a confirmed Tidvis account, when someone signs up with it: the sign-up
 * answers as for a new address, so it does not tell who has an account, and only the address's owner learns what
 * happened and how to get in: sign in at `${origin}/auth`, or reset the password at `${origin}/forgot-password`.
 */
export function signUpAttemptEmail(origin: string) {
  const loginUrl = `${origin}/auth?tab=login`;
  const resetUrl = `${origin}/forgot-password`;
  const intro =
    'Någon, kanske du, försökte skapa ett konto på Tidvis med den här e-postadressen. Det finns redan ett konto med adressen, så inget nytt konto skapades.';
  const ifYou = 'Var det du? Logga in med ditt konto, eller återställ lösenordet om du har glömt det.';
  const ifNot =
    'Var det inte du? Då behöver du inte göra något. Ditt konto och ditt lösenord är oförändrade.';
  return {
    subject: 'Försök att skapa ett konto med din e-postadress',
    text: `Hej!\n\n${intro}\n\n${ifYou}\n\nLogga in: ${loginUrl}\nÅterställ lösenordet: ${resetUrl}\n\n${ifNot}`,
    html: renderEmailHtml(
      <EmailLayout title="Du har redan ett konto">
        <Block>Hej!</Block>
        <Block>{intro}</Block>
        <Block>{ifYou}</Block>
        <Block>
          <Button href={loginUrl}>Logga in</Button>
        </Block>
        <Block>
          <TextLink href={resetUrl}>Återställ lösenordet</TextLink>
        </Block>
        <Block>{ifNot}</Block>
      </EmailLayout>,
    ),
  };
}
