import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import {
  adminCustomerFormSchema,
  type AdminCustomer,
  type AdminCustomerForm,
} from '~/shared/schemas/admin-customers';
import { adminCustomersStrings as t } from './strings';
import { useUpdateCustomer } from './use-admin-customers';
import { formatPhone } from '~/shared/phone';

/** The form inside the dialog; mounted on open, so it starts from the customer's current values. */
function EditForm({ customer, onDone }: { customer: AdminCustomer; onDone: () => void }) {
  const id = useId();
  const update = useUpdateCustomer();
  const { register, handleSubmit, formState } = useForm<AdminCustomerForm>({
    resolver: zodResolver(adminCustomerFormSchema),
    defaultValues: {
      name: customer.name,
      phone: formatPhone(customer.phone),
      adminNotes: customer.adminNotes ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: customer.id, changes: values });
      toast.success(t.updated);
      onDone();
    } catch (err) {
      toast.error(t.updateError, { description: err instanceof Error ? err.message : undefined });
    }
  });
  const aria = (name: keyof AdminCustomerForm) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-name`} label={t.dialog.name} error={errors.name?.message}>
        <Input id={`${id}-name`} autoComplete="off" {...aria('name')} {...register('name')} />
      </Field>
      <Field id={`${id}-phone`} label={t.dialog.phone} error={errors.phone?.message}>
        <Input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...aria('phone')}
          {...register('phone')}
        />
      </Field>
      <Field
        id={`${id}-adminNotes`}
        label={t.dialog.notes}
        hint={t.dialog.notesHint}
        error={errors.adminNotes?.message}
      >
        <Textarea id={`${id}-adminNotes`} rows={4} {...aria('adminNotes')} {...register('adminNotes')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="secondary">
            {t.dialog.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.dialog.saving : t.dialog.save}
        </Button>
      </div>
    </form>
  );
}

/** 'Redigera kund': name, phone and the admin's private notes (admin-side §2; the spec's placeholder is replaced). */
export function EditCustomerDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: AdminCustomer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-stone-900">{t.dialog.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                {t.dialog.description}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.dialog.close}
                className="-mt-2 -mr-2 [&_svg]:size-5"
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open ? <EditForm customer={customer} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
