import { formatLongDateSv } from '../../shared/date-labels-sv';
import { formatPrice } from '../../shared/money';
import { paymentTermsSv } from '../../shared/payment-terms-sv';
import { PAYMENT_METHOD_LABELS } from '../../shared/schemas/payments';
import type { RenderedEmail } from './booking-emails';
import { Block, DetailsTable, EmailLayout, Muted } from './components';
import { renderEmailHtml } from './render';

/** Swedish VAT on services: 25 %, included in the price. */
export const VAT_RATE = 0.25;

/** What a receipt (kvitto) shows: amounts whole kronor, `paidAt` the instant, dates `YYYY-MM-DD`, times `HH:MM`. */
export interface Receipt {
  receiptNumber: string;
  customerName: string;
  companyName: string;
  orgNumber: string | null;
  companyLocation: string | null;
  serviceName: string;
  startDate: string;
  startTime: string;
  kind: 'deposit' | 'prepay';
  amount: number;
  onSite: number;
  /** The price was a lowest price: what is left on site is 'från …'. */
  onSiteFrom: boolean;
  method: string | null;
  paidAt: Date;
  noticeHours: number;
}

/** The VAT inside a gross amount at VAT_RATE, in kronor with two decimals: 300 → 60.00. */
export function vatOf(gross: number): number {
  return Math.round((gross - gross / (1 + VAT_RATE)) * 100) / 100;
}

const kronorWithOre = (n: number) =>
  `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} kr`;

/** `paidAt` as Stockholm 'd month yyyy kl. HH:MM'. */
function paidAtLabel(paidAt: Date): string {
  const date = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(paidAt);
  const time = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    hour: '2-digit',
    minute: '2-digit',
  }).format(paidAt);
  return `${formatLongDateSv(date, { year: true })} kl. ${time}`;
}

/** The receipt's subject: 'Kvitto från <company>: <amount>' (stored before rendering). */
export const receiptSubject = (r: Pick<Receipt, 'companyName' | 'amount'>) =>
  `Kvitto från ${r.companyName}: ${formatPrice(r.amount)}`;

/**
 * The receipt (kvitto) of a payment made online (docs/decisions/047): the company and its organisation number, what
 * was paid for, the amount with its 25 % VAT shown, the method, the date, what is left to pay on site and the refund
 * terms. Swedish, HTML and plain text, user text escaped.
 */
export function receiptEmail(r: Receipt): RenderedEmail {
  const terms = paymentTermsSv({
    kind: r.kind,
    amount: r.amount,
    onSite: r.onSite,
    onSiteFrom: r.onSiteFrom,
    noticeHours: r.noticeHours,
  });
  const lines: [string, string][] = [
    ['Kvittonummer', r.receiptNumber],
    ['Säljare', r.companyName],
    ...(r.orgNumber ? [['Organisationsnummer', r.orgNumber] as [string, string]] : []),
    ...(r.companyLocation ? [['Adress', r.companyLocation] as [string, string]] : []),
    [
      'Avser',
      `${r.kind === 'deposit' ? 'Handpenning' : 'Betalning'}: ${r.serviceName}, ${formatLongDateSv(r.startDate)} kl. ${r.startTime}`,
    ],
    ['Belopp', formatPrice(r.amount)],
    ['Varav moms (25 %)', kronorWithOre(vatOf(r.amount))],
    ['Betalningssätt', r.method ? (PAYMENT_METHOD_LABELS[r.method] ?? r.method) : 'Online'],
    ['Betald', paidAtLabel(r.paidAt)],
    ...(terms.onSite ? [['Att betala på plats', terms.onSite] as [string, string]] : []),
  ];
  const intro = `Tack för din betalning till ${r.companyName}. Här är ditt kvitto.`;
  return {
    subject: receiptSubject(r),
    text: [
      `Hej ${r.customerName}!`,
      intro,
      lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      terms.refund,
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Kvitto">
        <Block>Hej {r.customerName}!</Block>
        <Block>{intro}</Block>
        <DetailsTable lines={lines} />
        <Block>
          <Muted>{terms.refund}</Muted>
        </Block>
      </EmailLayout>,
    ),
  };
}
