import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Spinner } from '~/client/components/ui/spinner';
import type { PublicCompany } from '~/shared/schemas/company';

const CompanyInfo = lazy(() =>
  import('~/client/features/reviews/company-info').then((m) => ({ default: m.CompanyInfo })),
);

/** The id of the information's place, the target of the header's rating link. */
export const COMPANY_INFO_ID = 'om-foretaget';

/**
 * Scrolls to the information once it has loaded when the address points at it (the header's rating link): the
 * browser scrolled to the empty placeholder before, and the loaded content then grew below the view.
 */
function ScrollWhenTargeted({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (window.location.hash === `#${COMPANY_INFO_ID}`) target.current?.scrollIntoView();
  }, [target]);
  return null;
}

/**
 * The company's information and reviews under the service list, loaded once its place comes into
 * view: the booking page's first view (the service list) stays within the 150 KB JavaScript budget, which it
 * already fills. The data is in the company answer already, so nothing more is fetched.
 */
export function CompanyInfoWhenNear({ company }: { company: PublicCompany }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} id={COMPANY_INFO_ID} className="min-h-24 scroll-mt-20">
      {near ? (
        <Suspense fallback={<Spinner className="py-8" />}>
          <CompanyInfo company={company} />
          <ScrollWhenTargeted target={ref} />
        </Suspense>
      ) : null}
    </div>
  );
}
