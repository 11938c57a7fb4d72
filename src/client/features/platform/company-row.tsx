import { Check, ExternalLink, Pause } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import type { PlatformCompany } from '~/shared/schemas/platform';
import { platformStrings as t } from './strings';
import { formatPhone } from '~/shared/phone';
import { formatInstantDateSv } from '~/shared/dates';

const statusTone = { pending: 'warning', active: 'success', suspended: 'neutral' } as const;

/**
 * One company on /platform/companies: name, status, the description it registered with (what the operator decides
 * on), admin e-mail, dates and the approve / suspend actions.
 */
export function CompanyRow({
  company,
  busy,
  onAction,
}: {
  company: PlatformCompany;
  busy: boolean;
  onAction: (action: 'approve' | 'suspend') => void;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold wrap-anywhere text-stone-900">{company.name}</h3>
          <Badge tone={statusTone[company.status]}>{t.status[company.status]}</Badge>
          {company.adminVerified ? null : <Badge tone="neutral">{t.adminUnverified}</Badge>}
        </div>
        {company.description ? (
          <p className="py-1 text-sm break-words whitespace-pre-line text-stone-800">{company.description}</p>
        ) : (
          <p className="text-sm text-stone-500 italic">{t.noDescription}</p>
        )}
        <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{company.email}</p>
        {company.phone ? <p className="text-sm text-stone-600">{formatPhone(company.phone)}</p> : null}
        <p className="text-sm text-stone-500">
          {t.registered} {formatInstantDateSv(new Date(company.createdAt))}
          {company.approvedAt ? ` · ${t.approved} ${formatInstantDateSv(new Date(company.approvedAt))}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {company.status === 'active' ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/booking/${company.slug}`}>
              <ExternalLink aria-hidden="true" />
              {t.bookingPage}
            </Link>
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onAction('approve')}
            aria-label={t.approveFor(company.name)}
          >
            <Check aria-hidden="true" />
            {t.approve}
          </Button>
        )}
        {company.status === 'suspended' ? null : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onAction('suspend')}
            aria-label={t.suspendFor(company.name)}
          >
            <Pause aria-hidden="true" />
            {t.suspend}
          </Button>
        )}
      </div>
    </Card>
  );
}
