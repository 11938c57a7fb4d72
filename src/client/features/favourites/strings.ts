/** Swedish texts of favourites. */
export const favouriteStrings = {
  save: 'Spara som favorit',
  remove: 'Ta bort från favoriter',
  failed: 'Favoriten kunde inte sparas',
} as const;
