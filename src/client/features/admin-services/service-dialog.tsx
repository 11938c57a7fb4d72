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
import { PaymentFields } from './payment-fields';
import { t } from './strings';

const toForm = (service: AdminService | null): ServiceFormValues => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  price: service ? String(service.price) : '',
  durationMinutes: String(service?.durationMinutes ?? DEFAULT_SERVICE_DURATION),
  bufferMinutes: String(service?.bufferMinutes ?? 0),
  processingAfterMinutes: service?.processingAfterMinutes ? String(service.processingAfterMinutes) : '',
  processingMinutes: service?.processingMinutes ? String(service.processingMinutes) : '',
  category: service?.category ?? '',
  priceFrom: service?.priceFrom ?? false,
  paymentMode: service?.payment.mode ?? 'on_site',
  depositKind: service?.payment.depositKind ?? 'fixed',
  depositValue: service?.payment.depositValue ? String(service.payment.depositValue) : '',
});

/**
 * The 'Skapa ny tjänst' / 'Redigera tjänst' dialog (admin-side §2, §5): validated with the shared schema;
 * `onSubmit` resolves when saved (the dialog then closes) and rejects to keep it open. `categories`: the company's
 * categories in use, suggested under 'Kategori' so one category is spelt one way (decision 043). `paymentsConnected`
 * false: the company cannot take payments online yet, which 'Betalning' says (docs/decisions/047).
 */
export function ServiceDialog({
  open,
  service,
  categories,
  paymentsConnected,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  service: AdminService | null;
  categories: string[];
  paymentsConnected: boolean | undefined;
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

  const field = (name: keyof ServiceFormValues, hinted = false) => ({
    id: `service-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `service-${name}-error` : hinted ? `service-${name}-hint` : undefined,
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
      <Field
        id="service-category"
        label={t.categoryLabel}
        hint={t.categoryHint}
        error={errors.category?.message}
      >
        <Input autoComplete="off" list="service-category-suggestions" {...field('category', true)} />
        <datalist id="service-category-suggestions">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
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
      <div className="space-y-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-accent-700"
            aria-describedby="service-priceFrom-hint"
            {...register('priceFrom')}
          />
          {t.priceFromLabel}
        </label>
        <p id="service-priceFrom-hint" className="pl-8 text-sm text-stone-500">
          {t.priceFromHint}
        </p>
      </div>
      <Field
        id="service-bufferMinutes"
        label={t.bufferLabel}
        hint={t.bufferHint}
        error={errors.bufferMinutes?.message}
      >
        <Input inputMode="numeric" {...field('bufferMinutes')} />
      </Field>
      <fieldset className="space-y-2" aria-describedby="service-processing-hint">
        <legend className="text-sm font-medium text-stone-800">{t.processingLegend}</legend>
        <p id="service-processing-hint" className="text-sm text-stone-500">
          {t.processingHint}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field
            id="service-processingAfterMinutes"
            label={t.processingAfterLabel}
            error={errors.processingAfterMinutes?.message}
          >
            <Input inputMode="numeric" {...field('processingAfterMinutes')} />
          </Field>
          <Field
            id="service-processingMinutes"
            label={t.processingLabel}
            error={errors.processingMinutes?.message}
          >
            <Input inputMode="numeric" {...field('processingMinutes')} />
          </Field>
        </div>
      </fieldset>
      <PaymentFields form={form} connected={paymentsConnected} />
    </FormDialog>
  );
}
