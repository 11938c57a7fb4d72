/** Escapes text for safe inclusion in HTML e-mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Wraps paragraphs (already escaped HTML) in Tidvis's simple e-mail layout. */
export function layoutHtml(title: string, paragraphsHtml: string[]): string {
  const body = paragraphsHtml.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(title)}</h1>${body}
<p style="margin:32px 0 0;color:#78716c;font-size:13px">Tidvis – boka tider hos salonger, barberare och kliniker.</p>
</div></body></html>`;
}

/** The signup verification code e-mail. */
export function verificationCodeEmail(code: string) {
  return {
    subject: `Din verifieringskod: ${code}`,
    text: `Hej!\n\nDin verifieringskod för Tidvis är ${code}. Den gäller i 10 minuter.\n\nOm du inte har skapat ett konto kan du bortse från det här meddelandet.`,
    html: layoutHtml('Bekräfta din e-post', [
      'Hej!',
      `Din verifieringskod för Tidvis är <strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>. Den gäller i 10 minuter.`,
      'Om du inte har skapat ett konto kan du bortse från det här meddelandet.',
    ]),
  };
}
