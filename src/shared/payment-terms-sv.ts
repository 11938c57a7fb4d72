import { formatPrice, formatServicePrice } from './money';

/**
 * The refund terms of a booking paid online (docs/decisions/047), in Swedish, one place for the booking flow, the
 * confirmation and the receipt: what is paid now, what on site, and what a cancel gives back under the company's
 * notice of `noticeHours` hours (0 = until the start). Amounts whole kronor; `onSiteFrom`: the price is a lowest
 * price, so what is left on site is 'från …' (docs/decisions/043). Pure and import-light (booking page).
 */
export function paymentTermsSv(p: {
  kind: 'deposit' | 'prepay';
  amount: number;
  onSite: number;
  noticeHours: number;
  onSiteFrom?: boolean;
}): { paidNow: string; onSite: string | null; refund: string } {
  const what = p.kind === 'deposit' ? 'handpenningen' : 'hela beloppet';
  const until = p.noticeHours > 0 ? `senast ${p.noticeHours} timmar före besöket` : 'före besökets start';
  const kept = p.kind === 'deposit' ? 'behåller salongen handpenningen' : 'behåller salongen beloppet';
  return {
    paidNow: `${formatPrice(p.amount)} ${p.kind === 'deposit' ? '(handpenning)' : '(hela beloppet)'}`,
    onSite: p.onSite > 0 ? formatServicePrice(p.onSite, p.onSiteFrom) : null,
    refund: `Avbokar du ${until} får du tillbaka ${what}. Avbokar du senare eller uteblir ${kept}. Avbokar salongen får du alltid tillbaka allt.`,
  };
}
