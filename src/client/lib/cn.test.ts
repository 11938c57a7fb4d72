import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_FILE,
  clientWords,
  currentConfigFile,
  usedClassGroups,
} from '../../../scripts/tw-merge-config';
import { cn } from './cn';

/*
 * cn merges with tailwind-merge's configuration pruned to the client's classes (scripts/tw-merge-config.ts). It must
 * merge every class the client has exactly as the full configuration does.
 */
describe('cn', () => {
  it('has the pruned configuration of the source as it is (else: npm run gen:tw-merge)', async () => {
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(await currentConfigFile());
  });

  it("merges every pair of the client's classes as the full configuration does", () => {
    const words = clientWords();
    const classes = words.filter((word) => usedClassGroups([word]).size > 0);
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`${pair}: ${cn(pair)} ≠ ${twMerge(pair)}`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('lets a later class win over an earlier one of its group, and keeps classes of other groups', () => {
    expect(cn('px-4 py-2 bg-primary-600', 'px-2', false, undefined, { 'text-white': true })).toBe(
      'py-2 bg-primary-600 px-2 text-white',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-stone-100 sm:size-14', 'hover:bg-stone-200 size-10')).toBe(
      'sm:size-14 hover:bg-stone-200 size-10',
    );
    // Classes the client does not use are kept as they are.
    expect(cn('mix-blend-multiply', 'mix-blend-screen')).toBe('mix-blend-multiply mix-blend-screen');
  });
});
