import { describe, expect, it } from 'vitest';
import { paymentSummaryOf } from './payment-summary';

describe('paymentSummaryOf', () => {
  it('names a deposit in kronor or per cent, and prepayment', () => {
    expect(paymentSummaryOf({ mode: 'deposit', depositKind: 'fixed', depositValue: 300 })).toMatch(
      /^Handpenning 300\skr$/,
    );
    expect(paymentSummaryOf({ mode: 'deposit', depositKind: 'fixed', depositValue: 1500 })).toMatch(
      /^Handpenning 1\s500\skr$/,
    );
    expect(paymentSummaryOf({ mode: 'deposit', depositKind: 'percent', depositValue: 30 })).toBe(
      'Handpenning 30 %',
    );
    expect(paymentSummaryOf({ mode: 'prepay', depositKind: null, depositValue: null })).toBe(
      'Betalas vid bokning',
    );
  });

  it('says nothing of a service paid on site', () => {
    expect(paymentSummaryOf({ mode: 'on_site', depositKind: null, depositValue: null })).toBeNull();
  });
});
