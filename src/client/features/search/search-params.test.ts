import { describe, expect, it } from 'vitest';
import { readSearchParams, withFilter, withoutFilters, withQuery } from './search-params';

describe('search address', () => {
  it('reads q, kategori, stad, ledigt and ordning, ignoring what the API would refuse', () => {
    expect(
      readSearchParams(
        new URLSearchParams('q=+klippning+&kategori=frisor&stad=goteborg&ledigt=idag&ordning=betyg'),
      ),
    ).toEqual({
      q: 'klippning',
      kategori: 'frisor',
      stad: 'goteborg',
      ledigt: 'idag',
      ordning: 'betyg',
    });
    expect(
      readSearchParams(
        new URLSearchParams('kategori=tandlakare&stad=G%C3%B6teborg&ledigt=imorgon&ordning=pris'),
      ),
    ).toEqual({
      q: '',
      kategori: undefined,
      stad: undefined,
      ledigt: undefined,
      ordning: undefined,
    });
    // The default order is the absence of `ordning`.
    expect(readSearchParams(new URLSearchParams('ordning=relevans')).ordning).toBeUndefined();
  });

  it('sets and removes one filter, keeping the others', () => {
    const base = new URLSearchParams('q=massage&stad=malmo');
    expect(withFilter(base, 'kategori', 'massage').toString()).toBe('q=massage&stad=malmo&kategori=massage');
    expect(withFilter(base, 'stad', undefined).toString()).toBe('q=massage');
    expect(withFilter(base, 'ordning', 'betyg').toString()).toBe('q=massage&stad=malmo&ordning=betyg');
    expect(base.toString()).toBe('q=massage&stad=malmo');
  });

  it("sets the text for 'Menade du' and clears text and filters for 'Rensa filter', keeping the order", () => {
    const params = new URLSearchParams('q=klipningg&kategori=frisor&stad=goteborg&ledigt=idag&ordning=betyg');
    expect(withQuery(params, 'Klippning').get('q')).toBe('Klippning');
    expect(withQuery(params, 'Klippning').get('kategori')).toBe('frisor');
    expect(withoutFilters(params).toString()).toBe('ordning=betyg');
    expect(withoutFilters(new URLSearchParams('q=x&stad=lund')).toString()).toBe('');
  });
});
