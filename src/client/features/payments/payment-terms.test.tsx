// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ON_SITE, type ServicePaymentRule } from '~/shared/schemas/payments';
import { PaymentTerms, VisitPaymentNote, visitPaymentTerms, visitPaysOnline } from './payment-terms';

afterEach(cleanup);

/** Text with the non-breaking spaces of sv-SE number formatting as plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

const DEPOSIT_300: ServicePaymentRule = { mode: 'deposit', depositKind: 'fixed', depositValue: 300 };
const PREPAY: ServicePaymentRule = { mode: 'prepay', depositKind: null, depositValue: null };
const service = (price: number, payment: ServicePaymentRule, priceFrom = false) => ({
  price,
  payment,
  priceFrom,
});

describe('visitPaymentTerms', () => {
  it('splits a deposit visit into now and on site, with the refund under the notice', () => {
    const terms = visitPaymentTerms([service(650, DEPOSIT_300)], 24);
    expect(plain(terms?.paidNow)).toBe('300 kr (handpenning)');
    expect(plain(terms?.onSite)).toBe('350 kr');
    expect(terms?.refund).toMatch(
      /^Avbokar du senast 24 timmar före besöket får du tillbaka handpenningen\./,
    );
  });

  it('adds the services of a visit, on-site ones paying on site', () => {
    const terms = visitPaymentTerms([service(650, DEPOSIT_300), service(400, ON_SITE)], 0);
    expect(plain(terms?.paidNow)).toBe('300 kr (handpenning)');
    expect(plain(terms?.onSite)).toBe('750 kr');
    expect(terms?.refund).toMatch(/före besökets start/);
  });

  it('leaves nothing on site for a prepaid visit, and says "från" for a från-price', () => {
    expect(visitPaymentTerms([service(900, PREPAY)], 24)?.onSite).toBeNull();
    expect(visitPaymentTerms([service(900, PREPAY)], 24)?.refund).toMatch(/hela beloppet/);
    expect(plain(visitPaymentTerms([service(650, DEPOSIT_300, true)], 24)?.onSite)).toBe('från 350 kr');
  });

  it('is null for a visit paid on site', () => {
    expect(visitPaymentTerms([service(650, ON_SITE)], 24)).toBeNull();
    expect(visitPaysOnline([service(650, ON_SITE)])).toBe(false);
    expect(visitPaysOnline([service(650, ON_SITE), service(900, PREPAY)])).toBe(true);
  });
});

describe('PaymentTerms and VisitPaymentNote', () => {
  it('show the amounts and the refund sentence of a deposit', () => {
    render(<PaymentTerms visit={[service(650, DEPOSIT_300)]} noticeHours={24} />);
    const terms = screen.getByTestId('payment-terms');
    expect(plain(terms.textContent)).toContain('Att betala nu: 300 kr (handpenning)');
    expect(plain(terms.textContent)).toContain('Betalas på plats: 350 kr');
    expect(terms.textContent).toContain('Avbokar du senast 24 timmar före besöket');
  });

  it('show nothing for a visit paid on site', () => {
    const { container } = render(
      <>
        <PaymentTerms visit={[service(650, ON_SITE)]} noticeHours={24} />
        <VisitPaymentNote visit={[service(650, ON_SITE)]} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('name the deposit on the time step', () => {
    render(<VisitPaymentNote visit={[service(650, DEPOSIT_300)]} />);
    expect(plain(screen.getByTestId('payment-note').textContent)).toBe('Handpenning 300 kr');
  });
});
