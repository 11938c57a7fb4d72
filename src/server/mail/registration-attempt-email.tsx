import { Block, Button, EmailLayout, TextLink } from './components';
import { renderEmailHtml } from './render';

/**
 * To an address that already has a Tidvis account or company, when someone registers a company with it: the registration answers as for a new address, so it does not tell who has an account, and only the
 * address's owner learns what happened. `companyName` is the registrant's text (escaped here); `origin` the app's.
 */
export function registrationAttemptEmail(companyName: string, origin: string) {
  const loginUrl = `${origin}/admin/login`;
  const resetUrl = `${origin}/forgot-password`;
  const intro = `Någon, kanske du, försökte registrera företaget ”${companyName}” på Tidvis med den här e-postadressen. Adressen används redan på Tidvis, så inget nytt konto eller företag skapades.`;
  const ifYou =
    'Var det du? Logga in med ditt befintliga konto, eller återställ lösenordet om du har glömt det. Vill du registrera ett nytt företag, använd en annan e-postadress.';
  const ifNot = 'Var det inte du? Då behöver du inte göra något.';
  return {
    subject: 'Försök att registrera ett företag med din e-postadress',
    text: `Hej!\n\n${intro}\n\n${ifYou}\n\nLogga in: ${loginUrl}\nÅterställ lösenordet: ${resetUrl}\n\n${ifNot}`,
    html: renderEmailHtml(
      <EmailLayout title="Försök att registrera ett företag">
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
