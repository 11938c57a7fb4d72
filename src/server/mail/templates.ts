/** Escapes text for safe inclusion in HTML e-mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const BRAND = '#0f766e';
const MUTED = '#78716c';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Wraps blocks of already escaped HTML (paragraphs, tables, buttons) in Tidvis's e-mail layout: nested tables with
 * inline styles only, because many mail clients ignore `<style>` and flexbox. `title` is plain text (escaped here).
 */
export function layoutHtml(title: string, paragraphsHtml: string[]): string {
  const rows = paragraphsHtml
    .map((p) => `<tr><td style="padding:0 0 16px;font-size:15px;line-height:1.55">${p}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;font-family:${FONT};color:#1c1917">
<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;color:${BRAND}">Tidvis</td></tr>
<tr><td style="padding:12px 32px 8px"><h1 style="margin:0;font-size:22px;line-height:1.3;font-weight:700">${escapeHtml(title)}</h1></td></tr>
<tr><td style="padding:12px 32px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr>
</table>
<p style="margin:16px 0 0;font-family:${FONT};color:${MUTED};font-size:12px;line-height:1.5">Tidvis – boka tider hos salonger, barberare och kliniker.</p>
</td></tr></table></body></html>`;
}

/** A label/value table (e.g. Tjänst, Datum, Tid); both columns are plain text, escaped here. */
export function detailsTableHtml(lines: [string, string][]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};font-size:14px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-size:15px;font-weight:600;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fafaf9;border:1px solid #e7e5e4;border-radius:8px"><tr><td style="padding:10px 16px"><table role="presentation" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr></table>`;
}

/** The same label/value lines as plain text, one `Label: value` per line. */
export function detailsText(lines: [string, string][]): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** An inline link; `href` and `label` are plain text (escaped here). */
export function linkHtml(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${BRAND};text-decoration:underline">${escapeHtml(label)}</a>`;
}

/** A button-looking link built from a table cell, which renders in Outlook too; plain-text arguments. */
export function buttonHtml(
  href: string,
  label: string,
  variant: 'primary' | 'secondary' = 'primary',
): string {
  const primary = variant === 'primary';
  const cell = primary ? `background:${BRAND};` : 'background:#ffffff;border:1px solid #d6d3d1;';
  const color = primary ? '#ffffff' : '#1c1917';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px"><tr><td style="${cell}border-radius:8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:11px 20px;font-size:15px;font-weight:600;color:${color};text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;
}

/** The signup verification code e-mail. */
export function verificationCodeEmail(code: string) {
  return {
    subject: `Din verifieringskod: ${code}`,
    text: `Hej!\n\nDin verifieringskod för Tidvis är ${code}. Den gäller i 10 minuter.\n\nOm du inte har skapat ett konto kan du bortse från det här meddelandet.`,
    html: layoutHtml('Bekräfta din e-post', [
      'Hej!',
      `Din verifieringskod för Tidvis är:`,
      `<span style="display:inline-block;padding:12px 20px;background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;font-size:28px;font-weight:700;letter-spacing:6px;color:#134e4a">${escapeHtml(code)}</span>`,
      'Koden gäller i 10 minuter.',
      `<span style="color:${MUTED};font-size:13px">Om du inte har skapat ett konto kan du bortse från det här meddelandet.</span>`,
    ]),
  };
}
