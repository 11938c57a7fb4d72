import { Trash2 } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { instantToZoned, formatHhmm } from '~/shared/dates';
import type { CalendarBlock, CalendarStaff } from '~/shared/schemas/admin-calendar';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';
import { useRemoveBlock } from './use-admin-calendar';

/** 'mån 24 nov 2026, 09:00–17:00' style text of a block's Stockholm wall-clock span. */
function describeSpan(block: CalendarBlock): string {
  const a = instantToZoned(new Date(block.start));
  const b = instantToZoned(new Date(block.end));
  const from = `${formatLongDateSv(a.date, { year: true })} ${formatHhmm(a.minutes)}`;
  const to =
    a.date === b.date
      ? formatHhmm(b.minutes)
      : `${formatLongDateSv(b.date, { year: true })} ${formatHhmm(b.minutes)}`;
  return `${from}–${to}`;
}

/** A block's details with 'Ta bort blockering' after confirmation (admin-side §2). */
export function BlockDetailsDialog({
  block,
  onClose,
  staff = [],
  readOnly = false,
}: {
  block: CalendarBlock | null;
  onClose: () => void;
  /** The company's members, to name the one a member's block applies to. */
  staff?: CalendarStaff[];
  /** A staff account's view (docs/decisions/035): the block is shown, not removable. */
  readOnly?: boolean;
}) {
  const remove = useRemoveBlock(onClose);
  if (!block) return null;
  return (
    <Modal closeLabel={t.close} open onOpenChange={(open) => !open && onClose()} title={t.blockDetails}>
      <p className="text-sm text-stone-900 first-letter:uppercase">{describeSpan(block)}</p>
      <p className="mt-1 text-sm text-stone-600">{block.reason ?? t.noReason}</p>
      <p className="mt-1 text-sm text-stone-600">
        {t.blockAppliesTo}:{' '}
        {block.staffId ? (staff.find((m) => m.id === block.staffId)?.name ?? '') : t.wholeSalon}
      </p>
      {readOnly ? null : (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                {t.removeBlock}
              </Button>
            }
            title={t.confirmRemoveTitle}
            description={t.confirmRemove}
            cancelLabel={t.keep}
            confirmLabel={t.remove}
            onConfirm={() => remove.mutate(block.id)}
          />
        </div>
      )}
    </Modal>
  );
}
