import { Block, CodeBox, EmailLayout, Muted } from './components';
import { renderEmailHtml } from './render';

/**
 * Escapes text for HTML built as a string (the privacy export's page). E-mails do not need it: their components
 * (components.tsx) are escaped by React.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Label/value lines as plain text, one `Label: value` per line (the text part of a DetailsTable). */
export function detailsText(lines: [string, string][]): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The signup verification code e-mail. */
export function verificationCodeEmail(code: string) {
  return {
    subject: `Din verifieringskod: ${code}`,
    text: `Hej!\n\nDin verifieringskod för Tidvis är ${code}. Den gäller i 10 minuter.\n\nOm du inte har skapat ett konto kan du bortse från det här meddelandet.`,
    html: renderEmailHtml(
      <EmailLayout title="Bekräfta din e-post">
        <Block>Hej!</Block>
        <Block>Din verifieringskod för Tidvis är:</Block>
        <Block>
          <CodeBox code={code} />
        </Block>
        <Block>Koden gäller i 10 minuter.</Block>
        <Block>
          <Muted>Om du inte har skapat ett konto kan du bortse från det här meddelandet.</Muted>
        </Block>
      </EmailLayout>,
    ),
  };
}
