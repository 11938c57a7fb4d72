import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import {
  BLOCK_REASON_MAX,
  DEFAULT_BLOCK_END,
  DEFAULT_BLOCK_START,
  createBlockSchema,
  type CreateBlockInput,
} from '~/shared/schemas/admin-calendar';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';
import { useCreateBlock } from './use-admin-calendar';

type FormValues = { date: string; startTime: string; endTime: string; reason: string };

/**
 * 'Blockera tid' (admin-side §2): date (default `defaultDate`), start 09:00, end 17:00 and an optional reason;
 * checked with the server's schema (end after start) before sending.
 */
export function BlockDialog({
  open,
  onOpenChange,
  defaultDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDate: string;
}) {
  const defaults: FormValues = {
    date: defaultDate,
    startTime: DEFAULT_BLOCK_START,
    endTime: DEFAULT_BLOCK_END,
    reason: '',
  };
  const form = useForm<FormValues, unknown, CreateBlockInput>({
    resolver: zodResolver(createBlockSchema) as never,
    defaultValues: defaults,
  });
  const create = useCreateBlock(() => onOpenChange(false));
  const { reset } = form;
  useEffect(() => {
    if (open)
      reset({ date: defaultDate, startTime: DEFAULT_BLOCK_START, endTime: DEFAULT_BLOCK_END, reason: '' });
  }, [open, defaultDate, reset]);

  const errors = form.formState.errors;
  const invalid = (name: keyof FormValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `block-${name}-error` } : {};

  return (
    <Modal
      closeLabel={t.close}
      open={open}
      onOpenChange={onOpenChange}
      title={t.blockDialogTitle}
      description={t.blockDialogDescription}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <Field id="block-date" label={t.date} error={errors.date?.message}>
          <Input id="block-date" type="date" {...form.register('date')} {...invalid('date')} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="block-startTime" label={t.start} error={errors.startTime?.message}>
            <Input
              id="block-startTime"
              type="time"
              step={300}
              {...form.register('startTime')}
              {...invalid('startTime')}
            />
          </Field>
          <Field id="block-endTime" label={t.end} error={errors.endTime?.message}>
            <Input
              id="block-endTime"
              type="time"
              step={300}
              {...form.register('endTime')}
              {...invalid('endTime')}
            />
          </Field>
        </div>
        <Field id="block-reason" label={t.reason} error={errors.reason?.message}>
          <Input
            id="block-reason"
            maxLength={BLOCK_REASON_MAX}
            placeholder={t.reasonPlaceholder}
            {...form.register('reason')}
            {...invalid('reason')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
