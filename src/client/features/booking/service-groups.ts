import { t } from './strings';

export interface ServiceGroup<S> {
  /** The category as first spelt, or 'Övrigt' for services without one. */
  heading: string;
  services: S[];
}

/**
 * Groups services (already in the admin's display order) by `category` for the company page (decision 043):
 * groups in the order of their first service, services keeping their order inside a group, and those without a
 * category last under 'Övrigt' (or in the company's own 'Övrigt', where that is). Categories differing only in
 * case are one group, headed by the first spelling: they are typed freely per service. Null when no service has a
 * category: the page keeps its flat list.
 */
export function groupServicesByCategory<S extends { category: string | null }>(
  services: readonly S[],
): ServiceGroup<S>[] | null {
  const groups = new Map<string, ServiceGroup<S>>();
  const rest: S[] = [];
  for (const service of services) {
    if (!service.category) {
      rest.push(service);
      continue;
    }
    const key = service.category.toLocaleLowerCase('sv');
    const group = groups.get(key);
    if (group) group.services.push(service);
    else groups.set(key, { heading: service.category, services: [service] });
  }
  if (groups.size === 0) return null;
  if (rest.length > 0) {
    const key = t.otherServices.toLocaleLowerCase('sv');
    const other = groups.get(key);
    if (other) other.services.push(...rest);
    else groups.set(key, { heading: t.otherServices, services: rest });
  }
  return [...groups.values()];
}
