import { Fragment, type CSSProperties, type ReactNode } from 'react';

/*
 * The building blocks of Tidvis's e-mails, as React components rendered to static markup (render.ts). Every text
 * and attribute passes through React, which escapes it: a caller hands over plain text, never HTML. The markup is
 * nested tables with inline styles only, because many mail clients ignore `<style>`, flexbox and margins on divs.
 */

export const BRAND = '#0f766e';
export const MUTED = '#78716c';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A layout table (role="presentation", no spacing); `width` 100% unless `fit`. */
function LayoutTable({
  style,
  fit,
  children,
}: {
  style?: CSSProperties;
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <table
      role="presentation"
      width={fit ? undefined : '100%'}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A whole e-mail document: the Tidvis header, `title` as the heading (and the document's title), the blocks in
 * `children` (each a <Block>) and the footer line.
 */
export function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f5f5f4' }}>
        <LayoutTable style={{ background: '#f5f5f4' }}>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <LayoutTable
                style={{
                  maxWidth: '560px',
                  background: '#ffffff',
                  border: '1px solid #e7e5e4',
                  borderRadius: '12px',
                  fontFamily: FONT,
                  color: '#1c1917',
                }}
              >
                <tr>
                  <td style={{ padding: '24px 32px 0', fontSize: '18px', fontWeight: 700, color: BRAND }}>
                    Tidvis
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '12px 32px 8px' }}>
                    <h1 style={{ margin: 0, fontSize: '22px', lineHeight: 1.3, fontWeight: 700 }}>{title}</h1>
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '12px 32px 16px' }}>
                    <LayoutTable>{children}</LayoutTable>
                  </td>
                </tr>
              </LayoutTable>
              <p
                style={{
                  margin: '16px 0 0',
                  fontFamily: FONT,
                  color: MUTED,
                  fontSize: '12px',
                  lineHeight: 1.5,
                }}
              >
                Tidvis – boka tider hos salonger, barberare och kliniker.
              </p>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/** One paragraph-like block of the e-mail's body (a row of EmailLayout's table). */
export function Block({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '0 0 16px', fontSize: '15px', lineHeight: 1.55 }}>{children}</td>
    </tr>
  );
}

/** A label/value table (e.g. Tjänst, Datum, Tid) on a light background. */
export function DetailsTable({ lines }: { lines: [string, string][] }) {
  return (
    <LayoutTable style={{ background: '#fafaf9', border: '1px solid #e7e5e4', borderRadius: '8px' }}>
      <tr>
        <td style={{ padding: '10px 16px' }}>
          <LayoutTable fit>
            {lines.map(([label, value], i) => (
              <tr key={i}>
                <td
                  style={{
                    padding: '6px 12px 6px 0',
                    color: MUTED,
                    fontSize: '14px',
                    whiteSpace: 'nowrap',
                    verticalAlign: 'top',
                  }}
                >
                  {label}
                </td>
                <td style={{ padding: '6px 0', fontSize: '15px', fontWeight: 600, verticalAlign: 'top' }}>
                  {value}
                </td>
              </tr>
            ))}
          </LayoutTable>
        </td>
      </tr>
    </LayoutTable>
  );
}

/** `Label: value` lines separated by line breaks, the label in bold (the notices' compact form of DetailsTable). */
export function BoldLabelLines({ lines }: { lines: [string, string][] }) {
  return lines.map(([label, value], i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <strong>{label}:</strong> {value}
    </Fragment>
  ));
}

/** An inline link in the brand colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: BRAND, textDecoration: 'underline' }}>
      {children}
    </a>
  );
}

/** A button-looking link built from a table cell, which renders in Outlook too. */
export function Button({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const primary = variant === 'primary';
  const cell: CSSProperties = primary
    ? { background: BRAND, borderRadius: '8px' }
    : { background: '#ffffff', border: '1px solid #d6d3d1', borderRadius: '8px' };
  return (
    <LayoutTable fit style={{ marginTop: '12px' }}>
      <tr>
        <td style={cell}>
          <a
            href={href}
            style={{
              display: 'inline-block',
              padding: '11px 20px',
              fontSize: '15px',
              fontWeight: 600,
              color: primary ? '#ffffff' : '#1c1917',
              textDecoration: 'none',
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </LayoutTable>
  );
}

const CODE_TONES = {
  brand: { background: '#f0fdfa', border: '1px solid #99f6e4', color: '#134e4a' },
  danger: { background: '#fef2f2', border: '1px solid #fecaca', color: '#7f1d1d' },
} satisfies Record<string, CSSProperties>;

/** A one-time code in large spaced digits; `tone` danger for codes that confirm deleting something. */
export function CodeBox({ code, tone = 'brand' }: { code: string; tone?: keyof typeof CODE_TONES }) {
  const { background, border, color } = CODE_TONES[tone];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '12px 20px',
        background,
        border,
        borderRadius: '8px',
        fontSize: '28px',
        fontWeight: 700,
        letterSpacing: '6px',
        color,
      }}
    >
      {code}
    </span>
  );
}

/** Small grey text for what matters less (a note, an 'ignore this if…'). */
export function Muted({ children }: { children: ReactNode }) {
  return <span style={{ color: MUTED, fontSize: '13px' }}>{children}</span>;
}

/** A bold label over a text that keeps its line breaks (a message someone wrote). */
export function LabelledMessage({ label, message }: { label: string; message: string }) {
  return (
    <>
      <strong>{label}</strong>
      <br />
      <span style={{ whiteSpace: 'pre-line' }}>{message}</span>
    </>
  );
}

/** 'Fungerar inte knappen? Kopiera länken:' with the URL written out, wrapping anywhere. */
export function CopyableLink({ url }: { url: string }) {
  return (
    <>
      Fungerar inte knappen? Kopiera länken: <br />
      <span style={{ wordBreak: 'break-all' }}>{url}</span>
    </>
  );
}
