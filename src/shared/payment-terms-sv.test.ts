import { describe, expect, it } from 'vitest';
import { paymentTermsSv } from './payment-terms-sv';

const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

describe('paymentTermsSv', () => {
  it('says what is paid now, what on site (från with a lowest price) and what a cancel gives back', () => {
    const terms = paymentTermsSv({
      kind: 'deposit',
      amount: 300,
      onSite: 950,
      noticeHours: 24,
      onSiteFrom: true,
    });
    expect(plain(terms.paidNow)).toBe('300 kr (handpenning)');
    expect(plain(terms.onSite)).toBe('från 950 kr');
    expect(terms.refund).toContain('senast 24 timmar före besöket får du tillbaka handpenningen');
    expect(plain(paymentTermsSv({ kind: 'deposit', amount: 300, onSite: 950, noticeHours: 0 }).onSite)).toBe(
      '950 kr',
    );
  });

  it('prepay leaves nothing on site and refunds the whole amount until the start without notice', () => {
    const terms = paymentTermsSv({ kind: 'prepay', amount: 900, onSite: 0, noticeHours: 0 });
    expect(terms.onSite).toBeNull();
    expect(terms.refund).toContain('före besökets start får du tillbaka hela beloppet');
  });
});
