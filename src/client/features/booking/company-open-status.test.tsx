import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompanyOpenStatus } from './company-open-status';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CompanyOpenStatus', () => {
  it('says open until when, or when it opens next in words a customer reads', () => {
    const render = (status: Parameters<typeof CompanyOpenStatus>[0]['status']) =>
      text(renderToStaticMarkup(<CompanyOpenStatus status={status} />));
    expect(render({ open: true, until: '19:00' })).toBe('Öppet nu · Stänger 19:00');
    expect(render({ open: false, nextOpen: { date: '2026-11-23', time: '13:00', inDays: 0 } })).toBe(
      'Stängt nu · Öppnar 13:00',
    );
    expect(render({ open: false, nextOpen: { date: '2026-11-24', time: '09:00', inDays: 1 } })).toBe(
      'Stängt nu · Öppnar i morgon\u00a009:00',
    );
    expect(render({ open: false, nextOpen: { date: '2026-12-28', time: '09:00', inDays: 4 } })).toBe(
      'Stängt nu · Öppnar mån\u00a009:00',
    );
    expect(render({ open: false, nextOpen: { date: '2026-12-07', time: '10:00', inDays: 8 } })).toBe(
      'Stängt nu · Öppnar mån 7 dec\u00a010:00',
    );
    expect(render({ open: false })).toBe('Stängt nu');
    expect(render(null)).toBe('');
  });
});
