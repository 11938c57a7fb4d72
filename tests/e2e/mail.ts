import { expect, type APIRequestContext } from '@playwright/test';

/** Waits for the newest e-mail to `to` in the dev outbox and returns it. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { subject: string; text: string }[];
        found = mails.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest verification e-mail to `to`. */
export async function verificationCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await latestMail(request, to, /verifieringskod/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}
