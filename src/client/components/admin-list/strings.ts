/** Swedish texts of the sortable admin lists (services, staff): what screen readers hear while moving an item. */
export const t = {
  dndPickUp: (name: string) => `${name} lyftes.`,
  dndOver: (name: string, over: string) => `${name} är över ${over}.`,
  dndDrop: (name: string) => `${name} släpptes.`,
  dndCancel: (name: string) => `Flytten av ${name} avbröts.`,
} as const;
