/** Swedish texts of the company page's gallery and its lightbox. */
export const t = {
  galleryLabel: 'Bilder',
  open: (alt: string) => `Visa bilden större: ${alt}`,
  title: (index: number, count: number) => `Bild ${index + 1} av ${count}`,
  previous: 'Föregående bild',
  next: 'Nästa bild',
  close: 'Stäng',
};
