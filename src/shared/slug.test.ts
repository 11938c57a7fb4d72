import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Barberaren på Söder', 'barberaren-pa-soder'],
    ['Salong Solros', 'salong-solros'],
    ['  Åre Massage & Spa!! ', 'are-massage-spa'],
    ['Naglar -- by Ölvi', 'naglar-by-olvi'],
    ['Klinik 24/7', 'klinik-24-7'],
    ['!!!', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
