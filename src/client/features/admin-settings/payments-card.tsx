import { CircleCheck, CircleDashed, CircleAlert, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { AdminPaymentSettings } from '~/shared/schemas/payments';
import { paymentStrings as t } from './strings';
import { useConnectPayments, usePaymentSettings } from './use-payment-settings';

/** Where the company stands: not connected, connected and able to take payments, or Stripe still asking. */
export function paymentStatusOf(settings: AdminPaymentSettings): 'none' | 'ready' | 'needsInfo' {
  if (!settings.connected) return 'none';
  return settings.paymentsEnabled ? 'ready' : 'needsInfo';
}

const STATUS = {
  none: { label: t.notConnected, Icon: CircleDashed, className: 'text-stone-600' },
  ready: { label: t.ready, Icon: CircleCheck, className: 'text-emerald-700' },
  needsInfo: { label: t.needsInfo, Icon: CircleAlert, className: 'text-amber-800' },
} as const;

/**
 * The 'Betalningar' tab (docs/decisions/047): the connection's status, 'Anslut Stripe' (or 'Fortsätt hos Stripe'
 * while Stripe asks for more), which goes to Stripe's onboarding (the dev provider connects at once), the test-mode
 * note of the dev provider, the platform fee when there is one, and a reminder of the organisation number.
 * `linkExpired`: back from Stripe with an expired link (`?betalningar=igen`).
 */
export function PaymentsCard({ linkExpired = false }: { linkExpired?: boolean }) {
  const query = usePaymentSettings();
  const connect = useConnectPayments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-stone-600">{t.intro}</p>
        {query.isPending ? (
          <div
            role="status"
            aria-label={t.loading}
            className="h-20 animate-pulse rounded-xl bg-stone-200/70"
          />
        ) : query.isError ? (
          <div className="space-y-2">
            <p className="text-red-700">{t.loadFailed}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <PaymentStatus
            settings={query.data}
            linkExpired={linkExpired}
            connecting={connect.isPending || connect.isSuccess}
            onConnect={() => connect.mutate()}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PaymentStatus({
  settings,
  linkExpired,
  connecting,
  onConnect,
}: {
  settings: AdminPaymentSettings;
  linkExpired: boolean;
  connecting: boolean;
  onConnect: () => void;
}) {
  const status = paymentStatusOf(settings);
  const { label, Icon, className } = STATUS[status];
  return (
    <div className="space-y-4">
      <dl className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <dt className="text-sm text-stone-500">{t.status}</dt>
        <dd
          className={`mt-1 flex items-center gap-2 font-semibold ${className}`}
          data-testid="payment-status"
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {label}
        </dd>
      </dl>
      {settings.provider === 'dev' && settings.available ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t.devNote}</p>
      ) : null}
      {linkExpired && status !== 'ready' ? <p className="text-sm text-amber-900">{t.linkExpired}</p> : null}
      {!settings.available ? <p className="text-sm text-stone-600">{t.unavailable}</p> : null}
      {settings.available && status !== 'ready' ? (
        <Button onClick={onConnect} disabled={connecting} className="w-full sm:w-auto">
          <ExternalLink aria-hidden="true" />
          {connecting ? t.connecting : status === 'none' ? t.connect : t.continue}
        </Button>
      ) : null}
      {settings.platformFeePercent > 0 ? (
        <p className="text-sm text-stone-600">{t.fee(settings.platformFeePercent)}</p>
      ) : null}
      {status === 'ready' ? (
        <p className="text-sm text-stone-600">
          {t.howTo}{' '}
          <Link
            to="/admin/services"
            className="font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800"
          >
            {t.toServices}
          </Link>
        </p>
      ) : null}
      {settings.orgNumber === null ? <p className="text-sm text-stone-600">{t.orgNumberMissing}</p> : null}
    </div>
  );
}
