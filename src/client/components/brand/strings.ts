/** The product's name as the pages show it: the wordmark and the link home from every frame (customer, sign-in, e-mailed links). */
export const brandStrings = {
  brand: 'Tidvis',
  homeLinkLabel: 'Tidvis – till startsidan',
} as const;
