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
      phone: null,
      email: null,
      description: null,
      avatarUrl: null,
      categories: ['naglar'] as const,
    };
    const data = companyJsonLd(company, [], 'https://tidvis.se');
    expect(data['@type']).toBe('NailSalon');
    expect(data.url).toBe('https://tidvis.se/booking/nagelstudion');
  });
});
