import { LoaderCircle } from 'lucide-react';
import { cn } from '~/client/lib/cn';

/** A spinning indicator; with `label`, a loading message beside it, announced politely. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 text-stone-500', className)}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Laddar</span>}
    </div>
  );
}
