import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Modal } from '~/client/components/ui/modal';
import { OtpInput } from '~/client/components/ui/otp-input';
import { PasswordInput } from '~/client/components/ui/password-input';
import { useRefreshMe } from '~/client/features/session';
import { deleteAccountFormSchema, type DeleteAccountForm } from '~/shared/schemas/privacy';
import { t } from './strings';

type Method = DeleteAccountForm['method'];

const empty: DeleteAccountForm = { method: 'password', password: '', code: '' };

/**
 * 'Radera mitt konto' (customer-side §5, docs/decisions/010-personal-data.md): says what happens, then deletes the
 * account after the password or a 6-digit code mailed by `POST /api/me/account/delete-code`. A missing password or
 * code and the server's Swedish errors (wrong password or code, company admin) are shown under the form. On
 * success: to the start page, session refreshed (signed out), a toast.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const { register, control, handleSubmit, reset, setValue, setError, clearErrors, formState } =
    useForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountFormSchema), defaultValues: empty });
  const { errors, isSubmitting } = formState;
  const method = useWatch({ control, name: 'method' });
  const [codeSent, setCodeSent] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();

  useEffect(() => {
    if (!open) return;
    reset(empty);
    setCodeSent(false);
  }, [open, reset]);

  const serverError = (err: unknown) =>
    setError('root.server', { message: err instanceof ApiError ? err.message : t.deleteFailed });

  const sendCode = async () => {
    setSendingCode(true);
    clearErrors();
    try {
      await unwrap(api.me.account['delete-code'].$post());
      setCodeSent(true);
    } catch (err) {
      serverError(err);
    } finally {
      setSendingCode(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    const json = values.method === 'password' ? { password: values.password } : { code: values.code };
    try {
      await unwrap(api.me.account.delete.$post({ json }));
      onOpenChange(false);
      await navigate('/', { replace: true });
      await refreshMe();
      toast.success(t.deleted, { description: t.deletedText });
    } catch (err) {
      serverError(err);
    }
  });

  // One message under the form: the server's answer, or what is missing for the chosen way.
  const error = errors.root?.server?.message ?? (errors.password || errors.code ? t.confirmMissing : null);
  const busy = isSubmitting || sendingCode;

  const tab = (value: Method, label: string) => (
    <label className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium has-[:checked]:bg-white has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600">
      <input
        type="radio"
        name="delete-method"
        value={value}
        checked={method === value}
        onChange={() => {
          setValue('method', value);
          clearErrors();
        }}
        className="sr-only"
      />
      {label}
    </label>
  );

  return (
    <Modal closeLabel={t.close} open={open} onOpenChange={onOpenChange} title={t.deleteTitle}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          {t.deleteWhat.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-900">{t.confirmWith}</legend>
          <div className="flex gap-1 rounded-xl bg-stone-100 p-1">
            {tab('password', t.withPassword)}
            {tab('code', t.withCode)}
          </div>
        </fieldset>
        {method === 'password' ? (
          <Field id="delete-password" label={t.password}>
            <PasswordInput id="delete-password" autoComplete="current-password" {...register('password')} />
          </Field>
        ) : (
          <div className="space-y-3">
            <Button type="button" variant="secondary" onClick={() => void sendCode()} disabled={busy}>
              {sendingCode ? t.sendingCode : t.sendCode}
            </Button>
            {codeSent ? (
              <p role="status" className="text-sm text-stone-600">
                {t.codeSent(email)}
              </p>
            ) : null}
            <Field id="delete-code" label={t.code}>
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <OtpInput id="delete-code" value={field.value} onChange={field.onChange} />
                )}
              />
            </Field>
          </div>
        )}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {isSubmitting ? t.deleting : t.deleteConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
