import { BellRing, CalendarClock, LayoutDashboard, PiggyBank, type LucideIcon } from 'lucide-react';
import { Card } from '~/client/components/ui/card';
import { businessRegistrationStrings as t } from './strings';

const benefitIcons: LucideIcon[] = [CalendarClock, BellRing, PiggyBank, LayoutDashboard];

/** The pitch at the top of /business-registration; `formId` is the id of the form the call to action jumps to. */
export function RegistrationHero({ formId }: { formId: string }) {
  return (
    <section className="text-center sm:py-4">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t.hero.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-stone-900 sm:text-4xl">
        {t.hero.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-balance text-stone-600">{t.hero.text}</p>
      <a
        href={`#${formId}`}
        className="mt-6 inline-flex h-12 items-center rounded-xl bg-accent-700 px-6 font-medium text-white shadow-sm hover:bg-accent-800"
      >
        {t.hero.cta}
      </a>
    </section>
  );
}

/** 'Varför Tidvis?': the marketing blocks of admin-side §2. */
export function RegistrationBenefits() {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="text-xl font-semibold text-stone-900">
        {t.benefitsTitle}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {t.benefits.map((b, i) => {
          const Icon = benefitIcons[i] ?? CalendarClock;
          return (
            <li key={b.title}>
              <Card className="flex h-full gap-4 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{b.title}</span>
                  <span className="mt-1 block text-sm text-stone-600">{b.text}</span>
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The three-step explanation: register, wait for approval, receive bookings. */
export function RegistrationSteps() {
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className="text-xl font-semibold text-stone-900">
        {t.stepsTitle}
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {t.steps.map((s, i) => (
          <li key={s.title} className="rounded-2xl border border-stone-200/80 bg-stone-50 p-4">
            <span
              className="flex size-8 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className="mt-3 block font-semibold text-stone-900">{s.title}</span>
            <span className="mt-1 block text-sm text-stone-600">{s.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
