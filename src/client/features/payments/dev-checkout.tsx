import { CircleAlert, FlaskConical, LoaderCircle, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { formatPrice } from '~/shared/money';
import { PAYMENT_ERRORS } from '~/shared/schemas/payments';
import { p } from './strings';
import { DEV_METHODS, useDevPayment, useDevPaymentOutcome, type DevMethod } from './use-dev-payment';
import type { DevPayment } from '~/shared/schemas/payments';

/** Seconds from now until `iso` (never below 0), counted down once a second. */
function useSecondsUntil(iso: string): number {
  const end = new Date(iso).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= end) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, end - now));
    return () => clearTimeout(timer);
  }, [now, end]);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 754 -> '12:34' (minutes and seconds). */
export function formatMinutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const rowClass = 'flex items-baseline justify-between gap-4 px-4 py-3';

function Checkout({ payment }: { payment: DevPayment }) {
  const [method, setMethod] = useState<DevMethod>('card');
  const outcome = useDevPaymentOutcome(payment.id);
  const left = useSecondsUntil(payment.expiresAt);
  const amount = formatPrice(payment.amount);
  const working = outcome.isPending || outcome.isSuccess;

  if (payment.status !== 'pending') {
    return (
      <div className="space-y-4 text-center">
        <p className="text-stone-700">{p.dev.finished}</p>
        <Button asChild size="lg">
          <a href={payment.returnUrl}>{p.dev.back}</a>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        <div className={rowClass}>
          <dt className="shrink-0 text-sm text-stone-500">{p.dev.company}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-stone-900">{payment.companyName}</dd>
        </div>
        <div className={rowClass}>
          <dt className="shrink-0 text-sm text-stone-500">{p.dev.service}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-stone-900">{payment.serviceName}</dd>
        </div>
        <div className={rowClass}>
          <dt className="shrink-0 text-sm text-stone-500">{p.dev.amount}</dt>
          <dd className="text-right font-semibold text-stone-900">
            {amount}{' '}
            <span className="font-normal text-stone-500">({p.kind[payment.kind].toLowerCase()})</span>
          </dd>
        </div>
      </dl>
      <p
        className="flex items-center justify-center gap-2 text-sm text-stone-700 tabular-nums"
        data-testid="hold-time-left"
      >
        <Timer className="size-4 text-stone-500" aria-hidden="true" />
        {left > 0 ? p.dev.timeLeft(formatMinutesSeconds(left)) : p.dev.expired}
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-900">{p.dev.method}</legend>
        <div className="grid grid-cols-3 gap-2">
          {DEV_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-stone-200 px-3 text-sm font-medium text-stone-800 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
            >
              <input
                type="radio"
                name="dev-payment-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="accent-accent-700"
              />
              {p.dev.methods[m]}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome.isError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {outcome.error.message}
        </p>
      ) : null}
      <div className="space-y-2">
        <Button
          size="lg"
          className="w-full"
          disabled={working || left === 0}
          onClick={() => outcome.mutate({ method })}
        >
          {working && outcome.variables !== 'fail' ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : null}
          {working && outcome.variables !== 'fail' ? p.dev.paying : p.dev.pay(amount)}
        </Button>
        <div className="grid gap-2">
          <Button size="lg" variant="secondary" disabled={working} onClick={() => outcome.mutate('fail')}>
            {p.dev.fail}
          </Button>
          <Button asChild size="lg" variant="ghost">
            <a href={payment.cancelUrl}>{p.dev.cancel}</a>
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * The dev payment provider's checkout `/dev/payment/:paymentId` (docs/decisions/047), clearly a test: what is paid,
 * the hold's time left, a method, and 'Betala', 'Låt betalningen misslyckas' or 'Avbryt'; each goes back to Tidvis's
 * return address as a real provider would.
 */
export function DevCheckout({ paymentId }: { paymentId: string }) {
  const payment = useDevPayment(paymentId);
  return (
    <Card className="space-y-5 p-5 sm:p-8">
      <div className="space-y-3 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <FlaskConical className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">{p.dev.title}</h1>
        <p className="text-sm text-stone-600">{p.dev.intro}</p>
      </div>
      {payment.isPending ? (
        <Spinner label={p.dev.loading} className="py-8" />
      ) : payment.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2.5 text-center text-sm text-amber-900">
          {payment.error instanceof ApiError && payment.error.status === 404
            ? PAYMENT_ERRORS.notFound
            : payment.error.message}
        </p>
      ) : (
        <Checkout payment={payment.data} />
      )}
    </Card>
  );
}
