import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// React writes named references; the e-mails have always carried numeric ones (the same characters to every mail
// client), and this keeps their HTML byte for byte where only the escaping differs.
const NUMERIC: Record<string, string> = {
  '&lt;': '&#60;',
  '&gt;': '&#62;',
  '&amp;': '&#38;',
  '&quot;': '&#34;',
  '&#x27;': '&#39;',
};

/**
 * Renders an e-mail document (an <EmailLayout> element, components.tsx) to the HTML string the outbox stores,
 * synchronously (the booking path renders its e-mails inside its transaction; about a millisecond). React escapes
 * every text and attribute, so nothing here takes HTML from a caller.
 */
export function renderEmailHtml(document: ReactElement): string {
  // Every `&` in React's output starts a reference React wrote while escaping, so the replacement is exact.
  const markup = renderToStaticMarkup(document).replace(/&(?:lt|gt|amp|quot|#x27);/g, (ref) => NUMERIC[ref]!);
  return `<!doctype html>${markup}`;
}
