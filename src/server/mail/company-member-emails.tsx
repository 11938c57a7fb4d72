import { Block, Button, CodeBox, EmailLayout } from './components';
import { renderEmailHtml } from './render';

/**
 * The 6-digit code that confirms a company's new contact e-mail, sent to the new address; `minutes`
 * is how long it is valid.
 */
export function emailChangeCodeEmail(companyName: string, code: string, minutes: number) {
  const intro = `Någon vill ändra e-postadressen för ${companyName} på Tidvis till den här adressen.`;
  const ignore = 'Om det inte var du kan du bortse från det här meddelandet: inget ändras utan koden.';
  return {
    subject: `Din kod för att byta e-postadress: ${code}`,
    text: ['Hej!', intro, `Din kod är ${code}. Den gäller i ${minutes} minuter.`, ignore].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Bekräfta ny e-postadress">
        <Block>Hej!</Block>
        <Block>{intro}</Block>
        <Block>Din kod är:</Block>
        <Block>
          <CodeBox code={code} />
        </Block>
        <Block>Koden gäller i {minutes} minuter.</Block>
        <Block>{ignore}</Block>
      </EmailLayout>,
    ),
  };
}

/** Tells a company's previous contact address that the address was changed, and to what. */
export function emailChangedNoticeEmail(companyName: string, newEmail: string) {
  const changed = `E-postadressen för ${companyName} på Tidvis har ändrats till ${newEmail}.`;
  const notYou =
    'Den här adressen får inte längre företagets e-post. Om du inte känner till ändringen, kontakta företagets ägare eller Tidvis support.';
  return {
    subject: `E-postadressen för ${companyName} har ändrats`,
    text: ['Hej!', changed, notYou].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="E-postadressen har ändrats">
        <Block>Hej!</Block>
        <Block>{changed}</Block>
        <Block>{notYou}</Block>
      </EmailLayout>,
    ),
  };
}

/**
 * An owner's invitation to administer a company, or with `staffName` to sign in as that staff member ('Personal',
 * docs/decisions/035): `url` is `<APP_URL>/admin/invitation?token=…`, valid `days` days, accepted by signing in or
 * up with the invited address.
 */
export function adminInvitationEmail(
  companyName: string,
  inviterName: string,
  url: string,
  days: number,
  staffName: string | null = null,
) {
  const intro = staffName
    ? `${inviterName} har bjudit in dig att logga in som personal (${staffName}) hos ${companyName} på Tidvis. Du ser din egen kalender och dina bokningar.`
    : `${inviterName} har bjudit in dig att bli administratör för ${companyName} på Tidvis.`;
  const how = `Logga in eller skapa ett konto med den här e-postadressen och acceptera inbjudan. Länken gäller i ${days} dagar.`;
  return {
    subject: staffName
      ? `Inbjudan som personal hos ${companyName} på Tidvis`
      : `Inbjudan att administrera ${companyName} på Tidvis`,
    text: ['Hej!', intro, how, url].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title={staffName ? 'Du är inbjuden som personal' : 'Du är inbjuden som administratör'}>
        <Block>Hej!</Block>
        <Block>{intro}</Block>
        <Block>{how}</Block>
        <Block>
          <Button href={url}>Acceptera inbjudan</Button>
        </Block>
      </EmailLayout>,
    ),
  };
}
