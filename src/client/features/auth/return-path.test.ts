import { describe, expect, it } from 'vitest';
import { authHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/booking/salong-solros', '/booking/salong-solros'],
    ['/booking/salong-solros?tjanst=1&tid=13%3A30', '/booking/salong-solros?tjanst=1&tid=13%3A30'],
    ['/search?q=klippning#resultat', '/search?q=klippning#resultat'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/ok\nLocation: x',
    '/auth?tab=login',
    'booking/relative',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the /auth address with the way back', () => {
    expect(authHref('login', '/booking/salong-solros')).toBe(
      '/auth?tab=login&redirect=%2Fbooking%2Fsalong-solros',
    );
    expect(authHref('signup', '/')).toBe('/auth?tab=signup');
    expect(authHref('login', 'https://evil.example')).toBe('/auth?tab=login');
  });
});
