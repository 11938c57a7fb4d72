import { describe, expect, it } from 'vitest';
import { groupServicesByCategory } from './service-groups';

const svc = (name: string, category: string | null) => ({ name, category });
const names = (groups: ReturnType<typeof groupServicesByCategory<ReturnType<typeof svc>>>) =>
  groups?.map((g) => [g.heading, g.services.map((s) => s.name)]);

describe('groupServicesByCategory', () => {
  it('is null without any category, so the page keeps its flat list', () => {
    expect(groupServicesByCategory([svc('Damklippning', null), svc('Färgning', null)])).toBeNull();
    expect(groupServicesByCategory([])).toBeNull();
  });

  it('orders groups by their first service and keeps the display order inside each', () => {
    const groups = groupServicesByCategory([
      svc('Damklippning', 'Klippning'),
      svc('Färgning', 'Färg'),
      svc('Herrklippning', 'Klippning'),
      svc('Slingor', 'Färg'),
      svc('Barnklippning', 'Klippning'),
    ]);
    expect(names(groups)).toEqual([
      ['Klippning', ['Damklippning', 'Herrklippning', 'Barnklippning']],
      ['Färg', ['Färgning', 'Slingor']],
    ]);
  });

  it('puts services without a category last under Övrigt, even when they come first', () => {
    const groups = groupServicesByCategory([
      svc('Konsultation', null),
      svc('Ansiktsbehandling', 'Behandlingar'),
      svc('Presentkort', null),
    ]);
    expect(names(groups)).toEqual([
      ['Behandlingar', ['Ansiktsbehandling']],
      ['Övrigt', ['Konsultation', 'Presentkort']],
    ]);
  });

  it('joins categories that differ only in case under the first spelling, and an own Övrigt with the rest', () => {
    const groups = groupServicesByCategory([
      svc('Damklippning', 'Klippning'),
      svc('Toning', 'övrigt'),
      svc('Herrklippning', 'klippning'),
      svc('Tvätt', null),
    ]);
    expect(names(groups)).toEqual([
      ['Klippning', ['Damklippning', 'Herrklippning']],
      ['övrigt', ['Toning', 'Tvätt']],
    ]);
  });
});
