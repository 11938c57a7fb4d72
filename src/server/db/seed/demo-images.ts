import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CategorySlug } from '../../../shared/categories';
import { SHARE_IMAGE_SIZE } from '../../../shared/schemas/images';
import {
  contentHash,
  IMAGE_SHAPES,
  imageUrl,
  makeShareImage,
  processImage,
  type ImageShape,
  type ImageStore,
  type ImageVariant,
} from '../../images';

/*
 * The demo companies' logos, gallery photos and the demo staff's portraits, drawn at seed time from SVG (no files,
 * nothing from the internet) and stored like uploads (processImage's AVIF and WebP variants; a photo also its
 * shared-link JPEG), so a newcomer sees the real layout with pictures. Shapes only, no text: an SVG's text needs fonts the machine may lack, and the name is
 * printed beside every logo anyway.
 */

/** Background pairs (top-left → bottom-right) from the brand's teal and a few warm tones beside it. */
const PALETTE: [string, string][] = [
  ['#14b8a6', '#0f766e'],
  ['#0f766e', '#115e59'],
  ['#f59e0b', '#b45309'],
  ['#fb7185', '#be123c'],
  ['#2dd4bf', '#0d9488'],
  ['#a8a29e', '#57534e'],
  ['#fbbf24', '#d97706'],
  ['#5eead4', '#0f766e'],
  ['#fda4af', '#e11d48'],
];

/** A white mark for the company's first category, drawn in a 512 box. */
const MARKS: Record<CategorySlug, string> = {
  // scissors: two rings and crossing blades
  frisor: `<g fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round">
    <circle cx="196" cy="344" r="48"/><circle cx="316" cy="344" r="48"/>
    <path d="M226 306 L330 150 M286 306 L182 150"/></g>`,
  // a barber pole's stripes in a rounded column
  barberare: `<g><rect x="206" y="120" width="100" height="272" rx="50" fill="#fff"/>
    <path d="M206 180 L306 130 M206 250 L306 200 M206 320 L306 270 M206 390 L306 340" stroke="#0f766e"
    stroke-width="22" stroke-linecap="round" opacity="0.55"/></g>`,
  // three nails
  naglar: `<g fill="#fff"><rect x="150" y="170" width="56" height="170" rx="28"/>
    <rect x="228" y="140" width="56" height="200" rx="28"/><rect x="306" y="170" width="56" height="170" rx="28"/></g>`,
  // stacked stones
  massage: `<g fill="#fff"><ellipse cx="256" cy="360" rx="130" ry="42"/><ellipse cx="256" cy="284" rx="98" ry="36"/>
    <ellipse cx="256" cy="218" rx="66" ry="30"/><ellipse cx="256" cy="164" rx="38" ry="22"/></g>`,
  // a drop
  hudvard: `<path d="M256 110 C 316 200 356 250 356 310 A 100 100 0 0 1 156 310 C 156 250 196 200 256 110 Z"
    fill="#fff"/>`,
  // a leaf
  halsa: `<g><path d="M150 370 C 150 220 250 140 370 140 C 370 270 290 370 150 370 Z" fill="#fff"/>
    <path d="M170 350 L330 180" stroke="#0f766e" stroke-width="14" stroke-linecap="round" opacity="0.5"/></g>`,
};

/** The logo of the `index`th demo company: its colours and its first category's mark. */
export function demoLogoSvg(index: number, category: CategorySlug): string {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <circle cx="256" cy="256" r="200" fill="#fff" opacity="0.12"/>
  ${MARKS[category]}
</svg>`;
}

/** Hair and top colours per portrait, so the members of one salon look different. */
const PEOPLE: { background: string; skin: string; hair: string; top: string; long: boolean }[] = [
  { background: '#ccfbf1', skin: '#f1c6a6', hair: '#7c4a2d', top: '#0f766e', long: true },
  { background: '#fef3c7', skin: '#e0ac88', hair: '#2b2118', top: '#44403c', long: false },
  { background: '#ffe4e6', skin: '#c68863', hair: '#1c1917', top: '#be123c', long: true },
  { background: '#e7e5e4', skin: '#f5d0b5', hair: '#d6a354', top: '#115e59', long: false },
];

/** A portrait of the `index`th demo staff member: a calm silhouette (head, hair, shoulders), no face. */
export function demoPortraitSvg(index: number): string {
  const p = PEOPLE[index % PEOPLE.length]!;
  const hair = p.long
    ? `<path d="M146 250 C 140 130 200 92 256 92 C 312 92 372 130 366 250 L 372 372 L 140 372 Z" fill="${p.hair}"/>`
    : `<path d="M170 206 C 168 130 214 100 256 100 C 298 100 344 130 342 206 C 320 170 290 160 256 160 C 222 160 192 170 170 206 Z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${p.background}"/>
  ${p.long ? hair : ''}
  <path d="M76 512 C 76 400 156 350 256 350 C 356 350 436 400 436 512 Z" fill="${p.top}"/>
  <rect x="226" y="290" width="60" height="80" rx="24" fill="${p.skin}"/>
  <ellipse cx="256" cy="216" rx="86" ry="100" fill="${p.skin}"/>
  ${p.long ? `<path d="M170 206 C 168 130 214 104 256 104 C 298 104 344 130 342 206 C 320 168 290 150 256 150 C 222 150 192 168 170 206 Z" fill="${p.hair}"/>` : hair}
</svg>`;
}

/**
 * Processed variants per picture, kept for the process and on disk in the machine's temporary folder: the tests
 * seed many fresh databases in many processes, and encoding the demo pictures (AVIF above all) takes about a second
 * each. The key covers the SVG, what is made of it and the shapes' widths, so a changed drawing or size is made anew.
 */
const rendered = new Map<string, Promise<ImageVariant[]>>();
const CACHE_DIR = join(tmpdir(), 'tidvis-demo-pictures');
/** Bump when processImage or makeShareImage change their encoding, so no machine keeps the older pictures. */
const CACHE_VERSION = 1;

function cacheKey(svg: string, output: ImageShape | 'share'): string {
  return createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, output, IMAGE_SHAPES, SHARE_IMAGE_SIZE, svg]))
    .digest('hex');
}

type StoredVariant = Omit<ImageVariant, 'bytes'> & { bytes: string };

async function readCached(key: string): Promise<ImageVariant[] | null> {
  try {
    const stored = JSON.parse(await readFile(join(CACHE_DIR, `${key}.json`), 'utf8')) as StoredVariant[];
    const variants = stored.map((v) => ({ ...v, bytes: Buffer.from(v.bytes, 'base64') }));
    // a damaged file is made anew rather than trusted
    return variants.every((v) => contentHash(v.bytes) === v.hash) ? variants : null;
  } catch {
    return null;
  }
}

async function writeCached(key: string, variants: ImageVariant[]): Promise<void> {
  const stored: StoredVariant[] = variants.map((v) => ({ ...v, bytes: v.bytes.toString('base64') }));
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // written beside and renamed, so a process reading at the same time sees the whole file or none
    const partial = join(CACHE_DIR, `${key}.${process.pid}.${Date.now()}.tmp`);
    await writeFile(partial, JSON.stringify(stored));
    await rename(partial, join(CACHE_DIR, `${key}.json`));
  } catch {
    // a cache that cannot be written only costs the next process the encoding
  }
}

/**
 * The SVG drawn and made into the variants an upload of `output` gets: `square` (logos, portraits), `photo` (gallery)
 * or `share` (the 1200×630 JPEG of a shared link). Cached per process and on disk.
 */
export function renderDemoPicture(
  svg: string,
  output: ImageShape | 'share' = 'square',
): Promise<ImageVariant[]> {
  const key = cacheKey(svg, output);
  let variants = rendered.get(key);
  if (!variants) {
    variants = (async () => {
      const cached = await readCached(key);
      if (cached) return cached;
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const made = output === 'share' ? [await makeShareImage(png)] : await processImage(png, output);
      await writeCached(key, made);
      return made;
    })();
    variants.catch(() => rendered.delete(key));
    rendered.set(key, variants);
  }
  return variants;
}

/**
 * Stores `variants` as one set (as storeImage and storeShareImage do) and returns the reference the owner's row
 * keeps: the largest WebP's, or the share picture's JPEG.
 */
export async function putDemoPicture(store: ImageStore, variants: ImageVariant[]): Promise<string> {
  const largest =
    variants.filter((v) => v.format === 'webp').at(-1) ?? variants.find((v) => v.format === 'jpg');
  if (!largest) throw new Error('seed: a demo picture has no WebP or JPEG variant');
  await store.putSet(largest.hash, variants);
  return imageUrl(largest.hash, largest.format);
}

/** The kind of room a demo company's photos show, by its first category. */
type RoomKind = 'salon' | 'nails' | 'treatment';

const ROOM_OF: Record<CategorySlug, RoomKind> = {
  frisor: 'salon',
  barberare: 'salon',
  naglar: 'nails',
  massage: 'treatment',
  hudvard: 'treatment',
  halsa: 'treatment',
};

/** Wall, floor and accent colours per room kind. */
const ROOM_COLOURS: Record<RoomKind, { wall: string; floor: string; accent: string; wood: string }> = {
  salon: { wall: '#e7f5f2', floor: '#a8a29e', accent: '#0f766e', wood: '#b45309' },
  nails: { wall: '#fdf2f4', floor: '#d6d3d1', accent: '#be123c', wood: '#d6a354' },
  treatment: { wall: '#f5f0e6', floor: '#a8a29e', accent: '#115e59', wood: '#92400e' },
};

/** The furniture each kind of room shows in its first photo, standing on a floor line at y 620. */
const FURNITURE: Record<RoomKind, (c: (typeof ROOM_COLOURS)[RoomKind]) => string> = {
  // two styling chairs in front of round mirrors
  salon: (c) =>
    [330, 870]
      .map(
        (x) => `<circle cx="${x}" cy="270" r="120" fill="#fff" stroke="${c.wood}" stroke-width="14"/>
  <circle cx="${x - 30}" cy="240" r="60" fill="#e0f2fe" opacity="0.7"/>
  <rect x="${x - 95}" y="430" width="190" height="40" rx="18" fill="${c.accent}"/>
  <rect x="${x - 105}" y="470" width="210" height="90" rx="30" fill="${c.accent}"/>
  <rect x="${x - 12}" y="560" width="24" height="50" fill="#57534e"/>
  <ellipse cx="${x}" cy="620" rx="80" ry="12" fill="#57534e"/>`,
      )
      .join(''),
  // a manicure table with a lamp and two stools
  nails: (c) => `<rect x="300" y="420" width="600" height="36" rx="10" fill="${c.wood}"/>
  <rect x="330" y="456" width="26" height="164" fill="${c.wood}"/><rect x="844" y="456" width="26" height="164" fill="${c.wood}"/>
  <path d="M760 420 L760 300 L700 250" stroke="#44403c" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M650 230 L760 230 L720 280 L690 280 Z" fill="${c.accent}"/>
  ${[380, 460, 540]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${388 - i * 6}" width="40" height="${32 + i * 6}" rx="8" fill="${['#fb7185', '#f59e0b', '#14b8a6'][i]}"/>`,
    )
    .join('')}
  <rect x="200" y="500" width="120" height="30" rx="15" fill="${c.accent}"/><rect x="248" y="530" width="24" height="90" fill="#57534e"/>
  <rect x="880" y="500" width="120" height="30" rx="15" fill="${c.accent}"/><rect x="928" y="530" width="24" height="90" fill="#57534e"/>`,
  // a treatment bench under a warm lamp, folded towels
  treatment: (
    c,
  ) => `<rect x="260" y="430" width="680" height="60" rx="28" fill="#fff" stroke="#d6d3d1" stroke-width="6"/>
  <rect x="300" y="490" width="30" height="130" fill="${c.wood}"/><rect x="870" y="490" width="30" height="130" fill="${c.wood}"/>
  <rect x="300" y="400" width="150" height="40" rx="18" fill="${c.accent}" opacity="0.85"/>
  <circle cx="600" cy="150" r="70" fill="#fde68a" opacity="0.8"/><path d="M600 0 L600 80" stroke="#44403c" stroke-width="6"/>`,
};

/**
 * A gallery photo of a demo company (1200×800): `scene` 0 the room with its furniture, 1 a shelf of products,
 * 2 the shop front with its window and door. Shapes only, like the logos.
 */
export function demoPhotoSvg(category: CategorySlug, scene: 0 | 1 | 2): string {
  const kind = ROOM_OF[category];
  const c = ROOM_COLOURS[kind];
  const frame = (
    body: string,
  ) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  ${body}
</svg>`;
  if (scene === 0)
    return frame(`<rect width="1200" height="800" fill="${c.wall}"/>
  <rect y="620" width="1200" height="180" fill="${c.floor}"/>
  <rect x="40" y="60" width="120" height="400" rx="8" fill="#fff" opacity="0.6"/>
  <path d="M1080 620 L1100 520 L1160 520 L1180 620 Z" fill="${c.wood}"/>
  <g fill="#15803d"><ellipse cx="1110" cy="470" rx="30" ry="60"/><ellipse cx="1150" cy="460" rx="26" ry="70"/></g>
  ${FURNITURE[kind](c)}`);
  if (scene === 1) {
    const bottles = [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map((i) => {
          const x = 230 + i * 130 + (row % 2) * 20;
          const height = 90 + ((i * 37 + row * 23) % 50);
          const colour = ['#0f766e', '#f59e0b', '#fb7185', '#44403c', '#2dd4bf', c.accent][(i + row) % 6];
          const base = 250 + row * 200;
          return `<rect x="${x}" y="${base - height}" width="56" height="${height}" rx="14" fill="${colour}"/>
  <rect x="${x + 18}" y="${base - height - 24}" width="20" height="26" rx="4" fill="#292524"/>`;
        }),
      )
      .join('');
    return frame(`<rect width="1200" height="800" fill="${c.wall}"/>
  ${[250, 450, 650].map((y) => `<rect x="180" y="${y}" width="840" height="22" rx="6" fill="${c.wood}"/>`).join('')}
  ${bottles}`);
  }
  return frame(`<rect width="1200" height="800" fill="#e7e5e4"/>
  <rect y="0" width="1200" height="800" fill="#f5f5f4"/>
  <rect x="120" y="140" width="960" height="560" fill="${c.accent}"/>
  <path d="M100 140 L1100 140 L1060 220 L140 220 Z" fill="${c.wood}"/>
  <rect x="170" y="260" width="560" height="380" rx="6" fill="#cffafe" opacity="0.85"/>
  <path d="M200 600 L420 300 M330 620 L560 290" stroke="#fff" stroke-width="18" opacity="0.35"/>
  <rect x="780" y="260" width="230" height="440" rx="6" fill="${c.wall}"/>
  <circle cx="980" cy="490" r="12" fill="#44403c"/>
  <rect y="700" width="1200" height="100" fill="#a8a29e"/>
  <g fill="#15803d"><ellipse cx="1120" cy="640" rx="34" ry="70"/></g>
  <rect x="1090" y="650" width="60" height="60" fill="${c.wood}"/>`);
}

/** The scenes every demo company's gallery shows, in order: the room (its cover), a shelf, the front. */
export const DEMO_PHOTO_SCENES = [0, 1, 2] as const;

/** Swedish alt text of each demo photo scene, by room kind. */
export function demoPhotoAlt(category: CategorySlug, scene: 0 | 1 | 2): string {
  const room = {
    salon: 'Salongens ljusa rum med två frisörstolar framför runda speglar',
    nails: 'Manikyrbordet med lampa och nagellack, två pallar',
    treatment: 'Behandlingsrummet med en brits under en varm lampa',
  }[ROOM_OF[category]];
  return [room, 'Hyllan med produkter i flaskor', 'Entrén med skyltfönster och dörr'][scene]!;
}
