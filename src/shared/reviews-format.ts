/** Pure formatting of reviews: no zod, so the search and company pages can import it cheaply. */

/** 'Anna Svensson' → 'Anna S.'; one name stays as it is; the erased name 'Raderad kund' → 'Tidigare kund'. */
export function reviewAuthor(customerName: string, anonymized: boolean): string {
  if (anonymized) return 'Tidigare kund';
  const parts = customerName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  if (!first) return 'Kund';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** 4.666 → '4,7' (one decimal, Swedish comma). */
export function formatRatingSv(average: number): string {
  return average.toFixed(1).replace('.', ',');
}

/** 1 → '1 omdöme', 12 → '12 omdömen'. */
export function reviewCountSv(count: number): string {
  return count === 1 ? '1 omdöme' : `${count} omdömen`;
}
