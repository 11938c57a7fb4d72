import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Card } from '~/client/components/ui/card';
import { faqStrings as t } from './strings';

/** The five questions and answers of /faq, one open at a time (radix Accordion: keyboard and ARIA built in). */
export function FaqAccordion() {
  return (
    <Card className="px-2 sm:px-3">
      <Accordion.Root type="single" collapsible className="divide-y divide-stone-100">
        {t.items.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-3 py-3 text-left font-medium text-stone-900 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-600/40">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-stone-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-3 pb-4 leading-relaxed text-stone-700">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Card>
  );
}
