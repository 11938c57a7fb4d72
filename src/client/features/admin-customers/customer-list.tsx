import { useEffect, useRef, useState } from 'react';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { CustomerCard } from './customer-card';

/**
 * The customer cards, each expanding on its own. `focusId` (from
 * `?customerId=`) is expanded, scrolled into view and focused once it appears.
 */
export function CustomerList({ customers, focusId }: { customers: AdminCustomer[]; focusId: string | null }) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(focusId ? [focusId] : []));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (!focusId || focused.current === focusId) return;
    const button = buttons.current.get(focusId);
    if (!button) return;
    focused.current = focusId;
    setExpanded((prev) => new Set(prev).add(focusId));
    button.scrollIntoView({ block: 'start', behavior: 'smooth' });
    button.focus({ preventScroll: true });
  }, [focusId, customers]);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="space-y-3">
      {customers.map((customer) => (
        <li key={customer.id}>
          <CustomerCard
            ref={(el) => {
              if (el) buttons.current.set(customer.id, el);
              else buttons.current.delete(customer.id);
            }}
            customer={customer}
            expanded={expanded.has(customer.id)}
            onToggle={() => toggle(customer.id)}
            highlighted={customer.id === focusId}
          />
        </li>
      ))}
    </ul>
  );
}
