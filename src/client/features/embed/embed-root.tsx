import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { BookingFlow, bookingText as t, companyLoadFailure, useCompany } from '~/client/pages/booking-page';
import { embedText } from '~/client/lib/embed-text';
import {
  embedCompleteUrl,
  isEmbedBookedMessage,
  type EmbedBookedMessage,
} from '~/client/features/embed/embed-draft';
import { useEmbedHeight } from '~/client/features/embed/use-embed-height';
import { EmbedComplete } from '~/client/features/embed/embed-complete';
import { BookingConfirmation } from '~/client/features/booking/booking-confirmation';
import { EmbedContext, type EmbedOptions } from '~/client/lib/embed-context';

/**
 * `/embed/:slug` and its pop-up `/embed/:slug/complete` (EmbedComplete). `/embed/:slug` (decision 019): the company's booking flow for a frame on its own website, without
 * the marketplace's header, menu and tabs, telling the framing page its height. A guest signs in and books in a
 * pop-up on Tidvis's origin (/embed/:slug/complete), which tells this frame when the booking is made.
 */
export default function EmbedRoot() {
  // One route for both pages (`/embed/*`), so the router in the main chunk grows by one entry only.
  const [slug = '', sub, ...more] = (useParams()['*'] ?? '').split('/');
  if (sub === 'complete' && more.length === 0) return <EmbedComplete slug={slug} />;
  return <EmbedWidget slug={slug} />;
}

/** Where the blocked-pop-up notice is shown: an element of our own, placed right after the button just tapped. */
const NOTICE_HOST_ID = 'tidvis-popup-blocked';

/**
 * Said next to 'Logga in och boka' when the pop-up could not open (in-app browsers of Instagram and
 * Facebook, pop-up blockers): what happened and a link that opens the same booking step at Tidvis in a new tab
 * (`href`, absolute, on Tidvis's own origin, where signing in works).
 */
function PopupBlockedNotice({ href }: { href: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [href]);
  return (
    <div
      ref={ref}
      role="alert"
      className="mx-auto mt-3 max-w-md space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-left text-sm text-stone-800"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {embedText.popupBlockedTitle}
      </p>
      <p>{embedText.popupBlockedText}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 font-medium text-accent-700 underline underline-offset-4"
      >
        {embedText.popupBlockedLink}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

function EmbedWidget({ slug }: { slug: string }) {
  const company = useCompany(slug);
  const content = useRef<HTMLDivElement>(null);
  useEmbedHeight(content);
  const [booked, setBooked] = useState<Omit<EmbedBookedMessage, 'type'> | null>(null);
  const [waiting, setWaiting] = useState(false);
  // The button the visitor last tapped, and the notice placed after it when its pop-up was blocked.
  const lastButton = useRef<HTMLElement | null>(null);
  const [blocked, setBlocked] = useState<{ host: HTMLElement; href: string } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the pop-up on Tidvis's own origin may report a booking.
      if (event.origin !== window.location.origin || !isEmbedBookedMessage(event.data)) return;
      setWaiting(false);
      setBooked({ booking: event.data.booking, email: event.data.email });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  let body;
  if (company.isPending) {
    body = <Spinner label={t.loadingServices} className="py-20" />;
  } else if (company.isError) {
    body = (
      <Card role="alert" className="px-6 py-12 text-center">
        <h1 className="text-xl font-semibold text-stone-900">{companyLoadFailure(company.error).title}</h1>
      </Card>
    );
  } else if (booked) {
    // The pop-up made the booking: its confirmation, where the flow was.
    body = (
      <Suspense fallback={<Spinner className="py-20" />}>
        <BookingConfirmation
          booking={booked.booking}
          company={company.data.company}
          customer={{ name: booked.booking.customerName, email: booked.email, phone: null }}
          onNewBooking={() => setBooked(null)}
          embedded
        />
      </Suspense>
    );
  } else {
    const onSignIn: EmbedOptions['onSignIn'] = ({ service, slot, staffId, notes }) => {
      const url = embedCompleteUrl(slug, {
        serviceId: service.id,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        staffId,
        notes,
      });
      // Not `noopener`: the pop-up reports the booking to this frame through `opener`.
      const popup = window.open(url, 'tidvis-boka', 'popup,width=480,height=760');
      const host = document.getElementById(NOTICE_HOST_ID) ?? document.createElement('div');
      host.id = NOTICE_HOST_ID;
      if (!popup) {
        const anchor = lastButton.current;
        if (anchor?.isConnected) anchor.insertAdjacentElement('afterend', host);
        else content.current?.append(host);
        setBlocked({ host, href: new URL(url, window.location.origin).href });
        return;
      }
      host.remove();
      setBlocked(null);
      setWaiting(true);
    };
    body = (
      <>
        <EmbedContext value={{ onSignIn }}>
          <BookingFlow company={company.data.company} services={company.data.services} />
        </EmbedContext>
        {waiting ? (
          <p role="status" className="rounded-xl bg-accent-50 p-3 text-center text-sm text-accent-800">
            {embedText.waiting}
          </p>
        ) : null}
      </>
    );
  }

  return (
    // No way back to the marketplace in the frame: the company header's link to /search is hidden (by CSS, so the
    // booking page's own code does not grow).
    <main
      ref={content}
      onClickCapture={(event) => {
        lastButton.current = (event.target as Element).closest('button');
      }}
      className="mx-auto w-full max-w-4xl space-y-4 px-3 py-4 sm:px-5 [&_a[href='/search']]:hidden"
    >
      {body}
      {blocked?.host.isConnected
        ? createPortal(<PopupBlockedNotice href={blocked.href} />, blocked.host)
        : null}
    </main>
  );
}
