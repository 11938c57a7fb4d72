import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ToggleSwitch } from '~/client/components/ui/switch';
import { cn } from '~/client/lib/cn';

/** The words of one card, in the list's own terms ('Flytta X', 'X är bokningsbar', 'Visa detaljer för X'...). */
export interface SortableCardLabels {
  handle: string;
  active: string;
  inactive: string;
  toggle: string;
  showDetails: string;
  hideDetails: string;
}

/**
 * One item of a `SortableList`: drag handle, optional `leading` (a photo), the name with an 'Aktiv'/'Inaktiv'
 * badge and `summary` lines, an on/off switch and a button that shows or hides `details` (edit, delete, more).
 * Inactive items are greyed. `stacked` puts the switch over the details button on a phone.
 */
export function SortableCard({
  id,
  name,
  active,
  toggling,
  onToggle,
  labels,
  testId,
  leading,
  summary,
  details,
  stacked = false,
  detailsClassName = 'space-y-3',
}: {
  id: string;
  name: string;
  active: boolean;
  toggling: boolean;
  onToggle: (active: boolean) => void;
  labels: SortableCardLabels;
  testId: string;
  leading?: ReactNode;
  summary: ReactNode;
  details: ReactNode;
  stacked?: boolean;
  detailsClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const detailsId = `${testId.replace(/-card$/, '')}-details-${id}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={testId}
      className={cn(
        'rounded-2xl border border-stone-200/80 shadow-sm',
        active ? 'bg-white' : 'bg-stone-100/80',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-accent-600/40',
      )}
    >
      <div className="flex items-start gap-2 p-4">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={labels.handle}
          className="-ml-1 flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        {leading}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3
              className={cn(
                'min-w-0 font-semibold wrap-anywhere',
                active ? 'text-stone-900' : 'text-stone-600',
              )}
            >
              {name}
            </h3>
            <Badge tone={active ? 'success' : 'neutral'}>{active ? labels.active : labels.inactive}</Badge>
          </div>
          {summary}
        </div>
        <div
          className={cn(
            'flex shrink-0 items-center gap-1',
            stacked && 'flex-col items-end sm:flex-row sm:items-center',
          )}
        >
          <ToggleSwitch
            checked={active}
            onCheckedChange={onToggle}
            disabled={toggling}
            label={labels.toggle}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? labels.hideDetails : labels.showDetails}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {open ? (
        <div
          id={detailsId}
          className={cn('border-t border-stone-200/80 px-4 py-4 sm:pl-14', detailsClassName)}
        >
          {details}
        </div>
      ) : null}
    </li>
  );
}
