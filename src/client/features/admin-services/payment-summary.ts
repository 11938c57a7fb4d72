import { formatPrice } from '~/shared/money';
import type { ServicePaymentRule } from '~/shared/schemas/payments';
import { t } from './strings';

/**
 * A service's payment rule in its list row (docs/decisions/047): 'Handpenning 300 kr', 'Handpenning 30 %' or
 * 'Betalas vid bokning'; null when it is paid on site (the default says nothing).
 */
export function paymentSummaryOf(rule: ServicePaymentRule): string | null {
  if (rule.mode === 'prepay') return t.paymentSummary.prepay;
  if (rule.mode !== 'deposit' || rule.depositValue === null) return null;
  return rule.depositKind === 'percent'
    ? t.paymentSummary.percent(rule.depositValue)
    : t.paymentSummary.fixed(formatPrice(rule.depositValue));
}
