/**
 * The slug rule of admin-side §3: lower-case, accents stripped (å/ä/ö -> a/a/o), runs of other characters turned
 * into one hyphen, leading and trailing hyphens trimmed. 'Barberaren på Söder' -> 'barberaren-pa-soder'.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
