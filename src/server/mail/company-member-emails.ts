import { buttonHtml, escapeHtml, layoutHtml } from './templates';

const CODE_STYLE =
  'display:inline-block;padding:12px 20px;background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;font-size:28px;font-weight:700;letter-spacing:6px;color:#134e4a';

/**
 * The 6-digit code that confirms a company's new contact e-mail (issue 14 §1), sent to the new address; `minutes`
 * is how long it is valid.
 */
export function emailChangeCodeEmail(companyName: string, code: string, minutes: number) {
  const intro = `Någon vill ändra e-postadressen för ${companyName} på Tidvis till den här adressen.`;
  const ignore = 'Om det inte var du kan du bortse från det här meddelandet: inget ändras utan koden.';
  return {
    subject: `Din kod för att byta e-postadress: ${code}`,
    text: ['Hej!', intro, `Din kod är ${code}. Den gäller i ${minutes} minuter.`, ignore].join('\n\n'),
    html: layoutHtml('Bekräfta ny e-postadress', [
      'Hej!',
      escapeHtml(intro),
      'Din kod är:',
      `<span style="${CODE_STYLE}">${escapeHtml(code)}</span>`,
      escapeHtml(`Koden gäller i ${minutes} minuter.`),
      escapeHtml(ignore),
    ]),
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
    html: layoutHtml('E-postadressen har ändrats', ['Hej!', escapeHtml(changed), escapeHtml(notYou)]),
  };
}

/**
 * An owner's invitation to administer a company (issue 14 §1): `url` is `<APP_URL>/admin/invitation?token=…`, valid
 * `days` days, accepted by signing in or up with the invited address.
 */
export function adminInvitationEmail(companyName: string, inviterName: string, url: string, days: number) {
  const intro = `${inviterName} har bjudit in dig att bli administratör för ${companyName} på Tidvis.`;
  const how = `Logga in eller skapa ett konto med den här e-postadressen och acceptera inbjudan. Länken gäller i ${days} dagar.`;
  return {
    subject: `Inbjudan att administrera ${companyName} på Tidvis`,
    text: ['Hej!', intro, how, url].join('\n\n'),
    html: layoutHtml('Du är inbjuden som administratör', [
      'Hej!',
      escapeHtml(intro),
      escapeHtml(how),
      buttonHtml(url, 'Acceptera inbjudan'),
    ]),
  };
}
