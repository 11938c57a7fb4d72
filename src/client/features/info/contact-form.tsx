import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import { contactSchema, type ContactInput } from '~/shared/schemas/contact';
import { contactStrings as t } from './strings';
import { useSendContact } from './use-send-contact';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/**
 * The /contact form (namn, e-post, ämne, meddelande) checked with the shared schema; on success the toast
 * 'Meddelandet är skickat' and the form clears. `defaults` pre-fills name and e-mail of a signed-in user.
 */
export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const id = useId();
  const send = useSendContact();
  const { register, handleSubmit, reset, formState } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY, ...defaults },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t.sent, { description: t.sentDescription });
      reset({ ...EMPTY, ...defaults });
    } catch (err) {
      toast.error(t.failed, { description: err instanceof ApiError ? err.message : undefined });
    }
  });

  const fieldProps = (name: keyof ContactInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t.fields.name} error={errors.name?.message}>
          <Input autoComplete="name" {...fieldProps('name')} />
        </Field>
        <Field id={`${id}-email`} label={t.fields.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        </Field>
      </div>
      <Field id={`${id}-subject`} label={t.fields.subject} error={errors.subject?.message}>
        <Input {...fieldProps('subject')} />
      </Field>
      <Field id={`${id}-message`} label={t.fields.message} error={errors.message?.message}>
        <Textarea rows={6} className="min-h-36" {...fieldProps('message')} />
      </Field>
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {formState.isSubmitting ? t.sending : t.submit}
      </Button>
    </form>
  );
}
