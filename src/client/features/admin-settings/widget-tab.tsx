import { CalendarSync, Copy, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import type { CompanySettings } from '~/shared/schemas/admin-settings';
import type { CalendarFeedCreated } from '~/shared/schemas/calendar-feeds';
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from './use-calendar-feeds';

const s = {
  widgetTitle: 'Bokningswidget',
  widgetLead:
    'Låt kunder boka direkt på er egen webbplats. Klistra in koden där bokningen ska visas. Bokningar därifrån märks "Bokad via webbplatsens widget" i kalendern.',
  iframeLabel: 'Inbäddad bokning (iframe)',
  iframeHint:
    'Skriptet anpassar höjden efter innehållet. Utan skriptet får rutan en fast höjd och fungerar ändå.',
  buttonLabel: 'Knapp "Boka tid"',
  buttonHint: 'Öppnar bokningen i en ny flik. Ändra färg och storlek i style-attributet.',
  copy: 'Kopiera',
  copied: 'Kopierat',
  copyFailed: 'Det gick inte att kopiera. Markera texten och kopiera den själv.',
  feedsTitle: 'Kalenderprenumeration',
  feedsLead:
    'Se bokningarna i Google Kalender, Apple Kalender eller Outlook. Adressen är hemlig: den som har den kan se bokningarna. Den visas bara när den skapas.',
  active: 'Aktiv',
  inactive: 'Ingen adress',
  create: 'Skapa adress',
  regenerate: 'Skapa ny adress',
  revoke: 'Stäng av',
  newAddress: (label: string) => `Ny adress för ${label}`,
  newAddressHint: 'Kopiera den nu: den visas inte igen. En tidigare adress slutar fungera direkt.',
  webcal: 'Prenumerera (Apple Kalender, Outlook)',
  https: 'Adress (Google Kalender: "Från webbadress")',
  loadFailed: 'Det gick inte att hämta kalenderadresserna.',
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(s.copied);
  } catch {
    toast.error(s.copyFailed);
  }
}

/** A labelled read-only code box with a copy button. */
function Snippet({ id, label, hint, value }: { id: string; label: string; hint?: string; value: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void copy(value)}
          aria-label={`${s.copy}: ${label}`}
        >
          <Copy aria-hidden="true" />
          {s.copy}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={Math.min(6, value.split('\n').length + 2)}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-stone-300 bg-stone-50 p-2.5 font-mono text-xs break-all text-stone-800"
      />
      {hint ? <p className="text-sm text-stone-500">{hint}</p> : null}
    </div>
  );
}

/** The embed codes of the company's widget, for its own website. */
export function widgetSnippets(origin: string, slug: string, name: string) {
  const src = `${origin}/embed/${slug}`;
  const iframe = [
    `<iframe src="${src}" data-tidvis-widget title="Boka tid hos ${name.replace(/"/g, '&quot;')}"`,
    '  style="width:100%;max-width:720px;height:900px;border:0" loading="lazy"></iframe>',
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
  const button = [
    `<a href="${src}" target="_blank" rel="noopener"`,
    '  style="display:inline-block;padding:12px 24px;border-radius:8px;background:#0f766e;color:#fff;font:600 16px/1.2 system-ui,sans-serif;text-decoration:none">Boka tid</a>',
  ].join('\n');
  return { iframe, button };
}

/** The 'Webbplats & kalender' tab: the widget's codes and the calendar subscription addresses. */
export function WidgetTab({ company }: { company: CompanySettings }) {
  const snippets = widgetSnippets(window.location.origin, company.slug, company.name);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{s.widgetTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <p className="text-sm text-stone-600">{s.widgetLead}</p>
          <Snippet id="widget-iframe" label={s.iframeLabel} hint={s.iframeHint} value={snippets.iframe} />
          <Snippet id="widget-button" label={s.buttonLabel} hint={s.buttonHint} value={snippets.button} />
        </CardContent>
      </Card>
      <CalendarFeedsCard />
    </div>
  );
}

function CalendarFeedsCard() {
  const query = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const busy = create.isPending || revoke.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarSync className="size-5 text-accent-700" aria-hidden="true" />
          {s.feedsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-stone-600">{s.feedsLead}</p>
        {created ? (
          <div className="space-y-3 rounded-xl border border-accent-200 bg-accent-50 p-3" role="status">
            <p className="font-medium text-stone-900">{s.newAddress(created.feed.label)}</p>
            <p className="text-sm text-stone-600">{s.newAddressHint}</p>
            <Snippet id="feed-webcal" label={s.webcal} value={created.webcalUrl} />
            <Snippet id="feed-https" label={s.https} value={created.httpsUrl} />
          </div>
        ) : null}
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {s.loadFailed}
          </p>
        ) : (
          <ul className="divide-y divide-stone-200/80">
            {query.data.feeds.map((feed) => (
              <li
                key={feed.staffId ?? 'company'}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 font-medium wrap-anywhere text-stone-900">{feed.label}</span>
                  <Badge tone={feed.active ? 'success' : 'neutral'}>
                    {feed.active ? s.active : s.inactive}
                  </Badge>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant={feed.active ? 'secondary' : 'primary'}
                    disabled={busy}
                    aria-label={`${feed.active ? s.regenerate : s.create}: ${feed.label}`}
                    onClick={() => create.mutate(feed.staffId, { onSuccess: setCreated })}
                  >
                    <RefreshCw aria-hidden="true" />
                    {feed.active ? s.regenerate : s.create}
                  </Button>
                  {feed.active ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`${s.revoke}: ${feed.label}`}
                      onClick={() =>
                        revoke.mutate(feed.staffId, {
                          onSuccess: () => setCreated((c) => (c?.feed.staffId === feed.staffId ? null : c)),
                        })
                      }
                    >
                      <X aria-hidden="true" />
                      {s.revoke}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
