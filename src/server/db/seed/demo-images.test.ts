import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const CACHE_DIR = join(tmpdir(), 'tidvis-demo-pictures');

/** A fresh copy of the module, so its per-process cache is empty and only the disk can answer. */
async function freshModule() {
  vi.resetModules();
  return import('./demo-images');
}

describe('demo pictures', () => {
  it('are encoded once, read back from disk by the next process, and made anew from a damaged file', async () => {
    // A picture of its own (a colour no demo uses), so the test finds its own cache file.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#${Date.now().toString(16).slice(-6)}"/></svg>`;
    const before = new Set(await readdir(CACHE_DIR).catch(() => []));
    const made = await (await freshModule()).renderDemoPicture(svg);
    expect(made.map((v) => `${v.format}${v.width}`)).toEqual(['avif64', 'webp64']);
    const written = (await readdir(CACHE_DIR)).filter((f) => !before.has(f) && f.endsWith('.json'));
    expect(written).toHaveLength(1);

    const again = await (await freshModule()).renderDemoPicture(svg);
    expect(again.map((v) => v.hash)).toEqual(made.map((v) => v.hash));
    expect(again[0]!.bytes.equals(made[0]!.bytes)).toBe(true);

    // A file whose bytes do not match their hashes is not trusted: the picture is encoded again and rewritten.
    const file = join(CACHE_DIR, written[0]!);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { bytes: string }[];
    stored[0]!.bytes = Buffer.from('not an image').toString('base64');
    await writeFile(file, JSON.stringify(stored));
    const remade = await (await freshModule()).renderDemoPicture(svg);
    expect(remade.map((v) => v.hash)).toEqual(made.map((v) => v.hash));
    const rewritten = JSON.parse(await readFile(file, 'utf8')) as { bytes: string }[];
    expect(rewritten[0]!.bytes).toBe(made[0]!.bytes.toString('base64'));
    await rm(file);
  });
});
