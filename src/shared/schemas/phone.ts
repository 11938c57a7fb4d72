import { normalizePhone, PHONE_INVALID_MESSAGE } from '../phone';
import { z } from '../zod';

/** Longest phone number as typed, before it is normalised (spaces, dashes, a country code). */
export const PHONE_INPUT_MAX = 40;

/**
 * A phone field's value: a string that `normalizePhone` accepts ('070-123 45 67',
 * '+46 70 123 45 67', ...), output in E.164 ('+46701234567'); anything else fails with `message` (default
 * PHONE_INVALID_MESSAGE), which the API answers as 400. Every schema where a phone is entered pipes into this after
 * its own handling of empty input (optional fields stay optional).
 */
export const phoneNumberSchema = (message: string = PHONE_INVALID_MESSAGE) =>
  z
    .string({ error: message })
    .max(PHONE_INPUT_MAX, message)
    .transform((value, ctx) => {
      const e164 = normalizePhone(value);
      if (e164 === null) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return e164;
    });

/** For form schemas that keep the typed text: '' (nothing entered) or a number `normalizePhone` accepts. */
export const isEmptyOrValidPhone = (value: string) =>
  value.trim() === '' || (value.length <= PHONE_INPUT_MAX && normalizePhone(value) !== null);
