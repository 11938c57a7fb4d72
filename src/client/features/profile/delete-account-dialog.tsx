import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Modal } from '~/client/components/ui/modal';
import { OtpInput } from '~/client/components/ui/otp-input';
import { PasswordInput } from '~/client/components/ui/password-input';
import { useRefreshMe } from '~/client/features/session';
import { t } from './strings';

type Method = 'password' | 'code';

/**
 * 'Radera mitt konto' (issue 17 §2): says what happens, then deletes the account after the password or a 6-digit
 * code mailed by `POST /api/me/account/delete-code`; the server's Swedish errors (wrong password or code, company
 * admin) are shown under the form. On success: to the start page, session refreshed (signed out), a toast.
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
  const [method, setMethod] = useState<Method>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'code' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();

  useEffect(() => {
    if (!open) return;
    setMethod('password');
    setPassword('');
    setCode('');
    setCodeSent(false);
    setError(null);
  }, [open]);

  const sendCode = async () => {
    setBusy('code');
    setError(null);
    try {
      await unwrap(api.me.account['delete-code'].$post());
      setCodeSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = method === 'password' ? { password } : { code };
    if ((method === 'password' && !password) || (method === 'code' && code.length !== 6)) {
      setError(t.confirmMissing);
      return;
    }
    setBusy('delete');
    setError(null);
    try {
      await unwrap(api.me.account.delete.$post({ json: body }));
      onOpenChange(false);
      await navigate('/', { replace: true });
      await refreshMe();
      toast.success(t.deleted, { description: t.deletedText });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

  const tab = (value: Method, label: string) => (
    <label className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium has-[:checked]:bg-white has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600">
      <input
        type="radio"
        name="delete-method"
        value={value}
        checked={method === value}
        onChange={() => {
          setMethod(value);
          setError(null);
        }}
        className="sr-only"
      />
      {label}
    </label>
  );

  return (
    <Modal closeLabel={t.close} open={open} onOpenChange={onOpenChange} title={t.deleteTitle}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
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
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        ) : (
          <div className="space-y-3">
            <Button
              type="button"
              variant="secondary"
              onClick={() => void sendCode()}
              disabled={busy !== null}
            >
              {busy === 'code' ? t.sendingCode : t.sendCode}
            </Button>
            {codeSent ? (
              <p role="status" className="text-sm text-stone-600">
                {t.codeSent(email)}
              </p>
            ) : null}
            <Field id="delete-code" label={t.code}>
              <OtpInput id="delete-code" value={code} onChange={setCode} />
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
          <Button type="submit" variant="danger" disabled={busy !== null}>
            {busy === 'delete' ? t.deleting : t.deleteConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
