import { useQuery } from '@tanstack/react-query';
import { Inbox, Paperclip, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Spinner } from '~/client/components/ui/spinner';
import { layoutStrings } from '~/client/features/layout/strings';
import { Wordmark } from '~/client/components/brand/wordmark';
import { formatInstantShortSv } from '~/shared/dates';
import { formatPhone } from '~/shared/phone';

/** One message of the dev outbox (docs/design.md §5). */
interface DevMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  createdAt: string;
}

/** One SMS of the dev SMS outbox: recipient in E.164. */
interface DevSms {
  id: number | string;
  to: string;
  text: string;
  status: string;
  createdAt: string;
}

// A developer tool, so its few texts live here rather than in a feature folder.
const t = {
  title: 'Utkorg (utveckling)',
  intro: 'E-post och SMS som appen skulle ha skickat. Uppdateras var 3:e sekund.',
  filter: 'Filtrera på mottagare',
  refresh: 'Uppdatera',
  loading: 'Laddar meddelanden...',
  empty: 'Inga meddelanden',
  off: 'Utvecklingsutkorgen är avstängd: servern skickar e-post via SMTP eller körs i produktionsläge.',
  error: 'Kunde inte hämta meddelanden.',
  to: 'Till',
  showHtml: 'Visa HTML',
  showText: 'Visa text',
  attachments: 'Bilagor',
  smsTitle: 'SMS',
  smsEmpty: 'Inga SMS',
  smsError: 'Kunde inte hämta SMS.',
} as const;

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

// Plain fetch: the route is mounted conditionally, so it is not part of the typed Hono client.
async function fetchMail(): Promise<DevMail[]> {
  const res = await fetch('/api/dev/mail');
  if (!res.ok) throw new HttpError(res.status);
  return (await res.json()) as DevMail[];
}

async function fetchSms(): Promise<DevSms[]> {
  const res = await fetch('/api/dev/sms');
  if (!res.ok) throw new HttpError(res.status);
  return (await res.json()) as DevSms[];
}

/** The SMS section: what the app would have texted (reminders), filtered like the mail. */
function SmsList({ needle }: { needle: string }) {
  const query = useQuery({ queryKey: ['dev-sms'], queryFn: fetchSms, retry: false, refetchInterval: 3000 });
  const digits = needle.replace(/[^0-9]/g, '');
  const list = (query.data ?? []).filter(
    (m) => !needle || m.to.includes(needle) || (digits && m.to.replace(/^\+46/, '0').includes(digits)),
  );
  return (
    <section aria-labelledby="dev-sms-title" className="space-y-3">
      <h2 id="dev-sms-title" className="text-xl font-semibold text-stone-900">
        {t.smsTitle}
      </h2>
      {query.isPending ? (
        <Spinner label={t.loading} className="py-6" />
      ) : query.isError ? (
        <Card role="alert" className="p-4 text-stone-700">
          {t.smsError}
        </Card>
      ) : list.length === 0 ? (
        <Card className="p-4 text-stone-500">{t.smsEmpty}</Card>
      ) : (
        <ul className="space-y-3">
          {list.map((sms) => (
            <li key={sms.id}>
              <Card className="space-y-1 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
                  <span className="break-all">
                    {t.to}: {formatPhone(sms.to)}
                  </span>
                  <time dateTime={sms.createdAt}>
                    {formatInstantShortSv(new Date(sms.createdAt), { seconds: true })}
                  </time>
                </div>
                <p className="break-words whitespace-pre-wrap text-stone-800">{sms.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MailCard({ mail }: { mail: DevMail }) {
  const [html, setHtml] = useState(false);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 p-4">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-stone-900">{mail.subject}</h2>
          <p className="text-sm break-all text-stone-600">
            {t.to}: {mail.to}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <time dateTime={mail.createdAt} className="text-sm text-stone-500">
            {formatInstantShortSv(new Date(mail.createdAt), { seconds: true })}
          </time>
          {mail.html ? (
            <Button variant="secondary" size="sm" aria-pressed={html} onClick={() => setHtml((v) => !v)}>
              {html ? t.showText : t.showHtml}
            </Button>
          ) : null}
        </div>
      </div>
      {html ? (
        // sandbox="" : the mail's HTML gets no scripts, forms or same-origin access.
        <iframe title={mail.subject} sandbox="" srcDoc={mail.html} className="h-96 w-full bg-white" />
      ) : (
        <pre className="overflow-x-auto p-4 font-mono text-sm break-words whitespace-pre-wrap text-stone-800">
          {mail.text}
        </pre>
      )}
      {mail.attachments?.length ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 px-4 py-3 text-sm text-stone-700">
          <Paperclip className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.attachments}:</span>
          {mail.attachments.map((a) => (
            <a
              key={a.filename}
              download={a.filename}
              href={`data:${a.contentType},${encodeURIComponent(a.content)}`}
              className="rounded underline underline-offset-2 hover:text-stone-900"
            >
              {a.filename}
            </a>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * /dev/mail: the dev outbox for people (docs/design.md §5), so signup codes can be read without SMTP; below the mail, the
 * dev SMS outbox (`GET /api/dev/sms`).
 */
export function Component() {
  const [filter, setFilter] = useState('');
  const query = useQuery({
    queryKey: ['dev-mail'],
    queryFn: fetchMail,
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
    refetchInterval: (q) =>
      q.state.error instanceof HttpError && q.state.error.status === 404 ? false : 3000,
  });
  const off = query.error instanceof HttpError && query.error.status === 404;
  const needle = filter.trim().toLowerCase();
  const mails = (query.data ?? []).filter((m) => !needle || m.to.toLowerCase().includes(needle));

  return (
    <div className="min-h-dvh">
      <header className="flex h-16 items-center gap-3 px-4">
        <Link to="/" aria-label={layoutStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
        <Badge tone="warning">DEV</Badge>
      </header>
      <main className="mx-auto w-full max-w-3xl space-y-6 px-4 pb-16">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
          <p className="mt-1 text-stone-600">{t.intro}</p>
        </div>
        <div className="flex items-end gap-2">
          <Field id="mail-filter" label={t.filter} className="flex-1">
            <Input
              id="mail-filter"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              autoComplete="off"
            />
          </Field>
          <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {t.refresh}
          </Button>
        </div>
        {query.isPending ? (
          <Spinner label={t.loading} className="py-12" />
        ) : off ? (
          <Card className="p-6 text-stone-700">{t.off}</Card>
        ) : query.isError ? (
          <Card role="alert" className="p-6 text-stone-700">
            {t.error}
          </Card>
        ) : mails.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-stone-500">
            <Inbox className="size-8" aria-hidden="true" />
            <p>{t.empty}</p>
          </Card>
        ) : (
          <ul className="space-y-4">
            {mails.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} />
              </li>
            ))}
          </ul>
        )}
        {off ? null : <SmsList needle={filter.trim()} />}
      </main>
    </div>
  );
}
