/** Swedish texts of a visit of several services (customer-side §2); in the time step's chunk, not the first load. */
export const v = {
  addService: 'Lägg till tjänst',
  addServicePlaceholder: 'Välj en tjänst till',
  visitServices: 'Tjänster i besöket',
  servicesLabel: 'Tjänster',
  remove: (name: string) => `Ta bort ${name}`,
  removeShort: 'Ta bort',
  maxReached: (n: number) => `Du kan boka högst ${n} tjänster i ett besök.`,
  addHint: 'Tjänsterna utförs direkt efter varandra, i den ordning du valt dem.',
  /** A length in minutes: '45 min', '2 h', '2 h 30 min'. */
  duration: (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
  },
} as const;
