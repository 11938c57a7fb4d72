import type { ReactNode } from 'react';
import { Card } from '~/client/components/ui/card';
import type { InfoSection } from './strings';

/** The frame of an information page inside the customer layout: heading, intro and content. */
export function InfoPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-prose text-stone-600">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** Titled text sections in one card (terms, GDPR). */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <Card className="divide-y divide-stone-100">
      {sections.map((section) => (
        <section key={section.title} className="space-y-3 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-stone-900">{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="leading-relaxed text-stone-700">
              {p}
            </p>
          ))}
          {section.points ? (
            <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-stone-700 marker:text-accent-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </Card>
  );
}
