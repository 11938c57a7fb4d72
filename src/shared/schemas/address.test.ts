import { describe, expect, it } from 'vitest';
import { companyDetailsSchema } from './admin-settings';
import { ADDRESS_MESSAGES, formatAddress, formatPostcode, normalisePostcode } from './address';
import { businessRegistrationSchema } from './business-registration';

const m = ADDRESS_MESSAGES;
const details = { name: 'Salong Karin & Co', email: 'karin@example.se' };

/** The first message of `input` under `field`, undefined when it passes. */
function messageOf(input: Record<string, unknown>, field: string): string | undefined {
  const result = companyDetailsSchema.safeParse({ ...details, ...input });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('postcode', () => {
  it('takes five digits with or without the space and stores the digits', () => {
    expect(normalisePostcode('118 46')).toBe('11846');
    expect(normalisePostcode(' 118  46 ')).toBe('11846');
    expect(normalisePostcode('11846')).toBe('11846');
    for (const bad of ['1184', '118 466', '018 46', 'SE-11846', 'abcde', ''])
      expect(normalisePostcode(bad)).toBeNull();
    expect(formatPostcode('11846')).toBe('118 46');
  });
});

describe('formatAddress', () => {
  it('writes the address the Swedish way, leaving out what is not given', () => {
    expect(formatAddress({ street: 'Götgatan 12', postcode: '11846', city: 'Stockholm' })).toBe(
      'Götgatan 12, 118 46 Stockholm',
    );
    expect(formatAddress({ street: 'Götgatan 12', postcode: null, city: 'Stockholm' })).toBe(
      'Götgatan 12, Stockholm',
    );
    expect(formatAddress({ street: null, postcode: '11846', city: 'Stockholm' })).toBe('118 46 Stockholm');
    expect(formatAddress({ street: 'Götgatan 12', postcode: null, city: null })).toBe('Götgatan 12');
    expect(formatAddress({ street: null, postcode: null, city: null })).toBeNull();
  });
});

describe('the address fields of Settings › Företag', () => {
  it('tidies the parts and stores the postcode as five digits', () => {
    const out = companyDetailsSchema.parse({
      ...details,
      street: '  Götgatan   12 ',
      postcode: '118 46',
      city: ' Stockholm ',
    });
    expect(out).toMatchObject({ street: 'Götgatan 12', postcode: '11846', city: 'Stockholm' });
  });

  it('leaves the address out when no part is sent, and clears empty parts', () => {
    const out = companyDetailsSchema.parse(details);
    expect([out.street, out.postcode, out.city]).toEqual([undefined, undefined, undefined]);
    const cleared = companyDetailsSchema.parse({ ...details, street: '', postcode: ' ', city: null });
    expect([cleared.street, cleared.postcode, cleared.city]).toEqual([null, null, null]);
  });

  it('answers a bad postcode, a city with digits, a postcode in the street and a missing city in Swedish', () => {
    for (const postcode of ['1184', '118 466', '018 46', 'abc 12'])
      expect(messageOf({ postcode, city: 'Stockholm' }, 'postcode'), postcode).toBe(m.postcodeInvalid);
    expect(messageOf({ city: '118 46 Stockholm' }, 'city')).toBe(m.cityInvalid);
    expect(messageOf({ street: 'Götgatan 12, 118 46 Stockholm', city: 'Stockholm' }, 'street')).toBe(
      m.streetHasPostcode,
    );
    expect(messageOf({ street: 'x'.repeat(101), city: 'Stockholm' }, 'street')).toBe(m.streetTooLong);
    expect(messageOf({ city: 'x'.repeat(61) }, 'city')).toBe(m.cityTooLong);
    expect(messageOf({ street: 'Götgatan 12', postcode: '' }, 'city')).toBe(m.cityRequired);
    expect(messageOf({ postcode: '118 46' }, 'city')).toBe(m.cityRequired);
    // A box number is a street, not a postcode.
    expect(messageOf({ street: 'Box 11846', city: 'Stockholm' }, 'street')).toBeUndefined();
    expect(messageOf({ city: 'Stockholm' }, 'city')).toBeUndefined();
  });
});

describe('the address at business registration', () => {
  const registration = {
    contactName: 'Karin Lund',
    companyName: 'Salong Karin & Co',
    email: 'karin@example.se',
    phone: '070-123 45 67',
    description: 'Frisör på Söder',
    categories: ['frisor'],
    password: 'Hemligt123',
    confirmPassword: 'Hemligt123',
    acceptTerms: true,
  };

  it('is optional, and parsed like the settings when given', () => {
    expect(businessRegistrationSchema.safeParse(registration).success).toBe(true);
    const out = businessRegistrationSchema.parse({
      ...registration,
      street: 'Götgatan 12',
      postcode: '11846',
      city: 'Stockholm',
    });
    expect(out).toMatchObject({ street: 'Götgatan 12', postcode: '11846', city: 'Stockholm' });
  });

  it('shows the missing city while another field still fails', () => {
    const result = businessRegistrationSchema.safeParse({
      ...registration,
      acceptTerms: false,
      street: 'Götgatan 12',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toContainEqual(['city', m.cityRequired]);
  });
});
