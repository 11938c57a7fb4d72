// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadFullStylesheets } from './full-stylesheets';

const hrefsOf = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('loadFullStylesheets', () => {
  it('links each full stylesheet a critical style names, after it and in order, once', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML =
      '<style data-stylesheets="/assets/index-a.css /assets/extra-b.css">.a{}</style><meta name="x">';
    loadFullStylesheets(doc);
    loadFullStylesheets(doc);
    expect(hrefsOf(doc)).toEqual(['/assets/index-a.css', '/assets/extra-b.css']);
    expect(doc.head.firstElementChild?.nextElementSibling?.getAttribute('href')).toBe('/assets/index-a.css');
    expect(doc.head.lastElementChild?.getAttribute('name')).toBe('x');
  });

  it("leaves the SPA's page alone: no critical style, or its stylesheet already linked", () => {
    const spa = document.implementation.createHTMLDocument();
    spa.head.innerHTML = '<link rel="stylesheet" href="/assets/index-a.css"><style>.b{}</style>';
    loadFullStylesheets(spa);
    expect(hrefsOf(spa)).toEqual(['/assets/index-a.css']);
    const both = document.implementation.createHTMLDocument();
    both.head.innerHTML =
      '<style data-stylesheets="/assets/index-a.css"></style><link rel="stylesheet" href="/assets/index-a.css">';
    loadFullStylesheets(both);
    expect(hrefsOf(both)).toEqual(['/assets/index-a.css']);
  });
});
