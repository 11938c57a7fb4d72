import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '~/client/components/admin-list/form-dialog';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import {
  DEFAULT_SERVICE_DURATION,
  serviceFormSchema,
  type AdminService,
  type ServiceFormValues,
  type ServiceInput,
} from '~/shared/schemas/admin-services';
import { t } from './strings';

const toForm = (service: AdminService | null): ServiceFormValues => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  price: service ? String(service.price) : '',
  durationMinutes: String(service?.durationMinutes ?? DEFAULT_SERVICE_DURATION),
  bufferMinutes: String(service?.bufferMinutes ?? 0),
});

/**
 * The 'Skapa ny tjänst' / 'Redigera tjänst' dialog (admin-side §2, §5): validated with the shared schema;
 * `onSubmit` resolves when saved (the dialog then closes) and rejects to keep it open.
 */
export function ServiceDialog({
  open,
  service,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  service: AdminService | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: ServiceInput) => Promise<unknown>;
}) {
  const form = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: toForm(service),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(toForm(service));
  }, [open, service, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      onOpenChange(false);
    } catch {
      // The toast told what went wrong; keep the form.
    }
  });

  const field = (name: keyof ServiceFormValues) => ({
    id: `service-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `service-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={service ? t.editTitle : t.createTitle}
      cancelLabel={t.cancel}
      submitLabel={isSubmitting ? t.saving : service ? t.editSubmit : t.createSubmit}
      submitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
    >
      <Field id="service-name" label={`${t.nameLabel} *`} error={errors.name?.message}>
        <Input autoComplete="off" {...field('name')} />
      </Field>
      <Field id="service-description" label={t.descriptionLabel} error={errors.description?.message}>
        <Textarea rows={3} {...field('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="service-price" label={`${t.priceLabel} *`} error={errors.price?.message}>
          <Input inputMode="numeric" {...field('price')} />
        </Field>
        <Field
          id="service-durationMinutes"
          label={`${t.durationLabel} *`}
          error={errors.durationMinutes?.message}
        >
          <Input inputMode="numeric" {...field('durationMinutes')} />
        </Field>
      </div>
      <Field
        id="service-bufferMinutes"
        label={t.bufferLabel}
        hint={t.bufferHint}
        error={errors.bufferMinutes?.message}
      >
        <Input inputMode="numeric" {...field('bufferMinutes')} />
      </Field>
    </FormDialog>
  );
}
