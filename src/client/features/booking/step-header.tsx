import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/client/components/ui/button';

/**
 * A step's back button over its heading (the heading gets focus when the step changes), and under it `children`:
 * what the step is about (the time step names the service, its length, price and staff).
 */
export function StepHeader({
  title,
  backLabel,
  onBack,
  children,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3 text-stone-600">
        <ArrowLeft aria-hidden="true" />
        {backLabel}
      </Button>
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </div>
  );
}
