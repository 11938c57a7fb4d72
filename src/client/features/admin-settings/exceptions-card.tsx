import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { AddExceptionForm } from './add-exception-form';
import { ExceptionRow } from './exception-row';
import { HolidayRow } from './holiday-row';
import { exceptionStrings as x } from './strings';
import { useScheduleExceptions } from './use-schedule-exceptions';

/**
 * 'Helgdagar' and 'Undantag' of Settings › Schema: the coming twelve months' public holidays with
 * a choice each, and the company's (and its members') exceptions with a form to add one.
 */
export function ExceptionsCards() {
  const query = useScheduleExceptions();
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) {
    return (
      <Card>
        <CardContent className="space-y-3 py-6 text-center">
          <p className="text-stone-600">{x.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {x.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { holidays, exceptions } = query.data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{x.exceptionsTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-stone-600">{x.exceptionsIntro}</p>
          {exceptions.length === 0 ? (
            <p className="text-sm text-stone-500">{x.noExceptions}</p>
          ) : (
            <ul aria-label={x.exceptionsTitle}>
              {exceptions.map((e) => (
                <ExceptionRow key={e.id} exception={e} />
              ))}
            </ul>
          )}
          <AddExceptionForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{x.holidaysTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-sm text-stone-600">{x.holidaysIntro}</p>
          <ul aria-label={x.holidaysTitle}>
            {holidays.map((h) => (
              <HolidayRow key={`${h.date}:${h.mode}:${h.coveredBy ?? ''}`} holiday={h} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
