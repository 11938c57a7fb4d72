import { describe, expect, it } from 'vitest';
import { companyJsonLd, schemaTypeOf } from './public-pages';

describe('a company page’s schema.org type', () => {
  it('follows the company’s categories: one type, several, or LocalBusiness without any', () => {
    expect(schemaTypeOf(['frisor'])).toBe('HairSalon');
    // Frisör and Barberare are both hair salons: one type, not the same twice.
    expect(schemaTypeOf(['frisor', 'barberare'])).toBe('HairSalon');
    expect(schemaTypeOf(['naglar', 'hudvard'])).toEqual(['NailSalon', 'BeautySalon']);
    expect(schemaTypeOf(['massage'])).toBe('HealthAndBeautyBusiness');
    expect(schemaTypeOf(['halsa'])).toBe('MedicalBusiness');
    expect(schemaTypeOf([])).toBe('LocalBusiness');
  });

  it('is the @type of the page’s JSON-LD', () => {
    const company = {
      name: 'Nagelstudion',
      slug: 'nagelstudion',
      location: null,
      street: null,
      postcode: null,
      city: null,
      phone: null,
      email: null,
      description: null,
      avatarUrl: null,
      categories: ['naglar'] as const,
    };
    const data = companyJsonLd(company, [], 'https://tidvis.se');
    expect(data['@type']).toBe('NailSalon');
    expect(data.url).toBe('https://tidvis.se/booking/nagelstudion');
    expect(data.address).toBeUndefined();
  });

  it('gives the address as a PostalAddress of its parts, the postcode written the Swedish way', () => {
    const data = companyJsonLd(
      {
        name: 'Salong Karin & Co',
        slug: 'salong-karin-co',
        location: 'Götgatan 12, 118 46 Stockholm',
        street: 'Götgatan 12',
        postcode: '11846',
        city: 'Stockholm',
        phone: null,
        email: null,
        description: null,
        avatarUrl: null,
        categories: ['frisor'],
      },
      [],
      'https://tidvis.se',
    );
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Götgatan 12',
      postalCode: '118 46',
      addressLocality: 'Stockholm',
      addressCountry: 'SE',
    });
  });
});
