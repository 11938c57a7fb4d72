import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { getDefaultConfig, validators } from 'tailwind-merge';
// tailwind-merge's tooling entry (its name warns that it may change between versions; the package is pinned): the
// class groups a class name is looked up through, intermediate matches included, made for pruning configs at build
// time. Used here only, never in the client.
import { createClassGroupLookup, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

/*
 * tailwind-merge's default configuration knows every Tailwind class and is most of the library's 8.4 KB gzip on
 * every page (issue 37). This script writes the configuration pruned to the class groups the client's source uses
 * (src/client/lib/tw-merge-config.ts), which cn.ts gives to `createTailwindMerge`: the same merging for every class
 * the app has, for 2.7 KB gzip less (8.7 → 6.0 KB). `npm run gen:tw-merge` rewrites it; src/client/lib/cn.test.ts fails when
 * it is out of date and checks the pruned merge against the full one for every pair of the app's classes.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The file this script writes, relative to the project. */
export const CONFIG_FILE = 'src/client/lib/tw-merge-config.ts';

type Config = ReturnType<typeof getDefaultConfig>;
type AnyRecord = Record<string, unknown>;

/** Every source file of the client (tests left out: their class names are never rendered). */
function clientSources(dir = path.join(ROOT, 'src/client')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return clientSources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && file !== path.join(ROOT, CONFIG_FILE)
      ? [file]
      : [];
  });
}

/**
 * Every whitespace-separated word in the client's string literals (quoted or template, without `${…}` parts): the
 * class names are among them, as Tailwind itself needs them written out in full to generate their CSS.
 */
export function clientWords(): string[] {
  const words = new Set<string>();
  for (const file of clientSources()) {
    const text = readFileSync(file, 'utf8');
    for (const literal of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      const body = (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of body.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/** The class groups of the default configuration that `words` fall into, intermediate matches included. */
export function usedClassGroups(words: string[], config: Config = getDefaultConfig()): Set<string> {
  const lookup = createClassGroupLookup(config);
  const parse = createParseClassName(config);
  const groups = new Set<string>();
  for (const word of words) {
    const { baseClassName, isExternal } = parse(word);
    if (isExternal) continue;
    for (const match of lookup(baseClassName)) groups.add(match.classGroupId);
  }
  return groups;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** A class group definition as TypeScript: validators by name, theme getters as `fromTheme(key)`. */
function source(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey) {
      themeKeys.add(themeKey);
      return `fromTheme(${JSON.stringify(themeKey)})`;
    }
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(`a function in the default configuration is neither a validator nor a theme getter`);
    return `validators.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => source(item, themeKeys)).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value as AnyRecord)
      .map(([key, item]) => `${JSON.stringify(key)}: ${source(item, themeKeys)}`)
      .join(', ')} }`;
  throw new Error(`unexpected value in the default configuration: ${String(value)}`);
}

/** Keeps the keys of `record` in `keep`, and in each array value only the entries in `keep`. */
function pruned(record: AnyRecord, keep: Set<string>): AnyRecord {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => keep.has(key))
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? value.filter((item: string) => keep.has(item)) : value,
      ]),
  );
}

/** The text of CONFIG_FILE for the class groups in `groups`. */
export function configSource(groups: Set<string>): string {
  const config = getDefaultConfig() as unknown as AnyRecord & {
    theme: AnyRecord;
    classGroups: AnyRecord;
    conflictingClassGroups: AnyRecord;
    conflictingClassGroupModifiers: AnyRecord;
    postfixLookupClassGroups?: string[];
    orderSensitiveModifiers: string[];
  };
  const themeKeys = new Set<string>();
  const classGroups = Object.keys(config.classGroups)
    .filter((id) => groups.has(id))
    .map((id) => `    ${JSON.stringify(id)}: ${source(config.classGroups[id], themeKeys)},`);
  // Theme scales may name other scales: add theirs until nothing new comes.
  const theme = new Map<string, string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const key of [...themeKeys].sort())
      if (!theme.has(key)) {
        theme.set(key, source(config.theme[key] ?? [], themeKeys));
        grew = true;
      }
  }
  const json = (value: unknown) => JSON.stringify(value);
  return `// Written by scripts/tw-merge-config.ts (npm run gen:tw-merge) from tailwind-merge's default configuration,
// pruned to the class groups src/client uses. Do not edit by hand.
import { fromTheme, validators, type Config } from 'tailwind-merge';

/** tailwind-merge's configuration for the client's classes (cn.ts). */
export const twMergeConfig = {
  cacheSize: ${json(config.cacheSize)},
  theme: {
${[...theme.keys()]
  .sort()
  .map((key) => `    ${json(key)}: ${theme.get(key)},`)
  .join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: ${json(pruned(config.conflictingClassGroups, groups))},
  conflictingClassGroupModifiers: ${json(pruned(config.conflictingClassGroupModifiers, groups))},
  postfixLookupClassGroups: ${json((config.postfixLookupClassGroups ?? []).filter((id) => groups.has(id)))},
  orderSensitiveModifiers: ${json(config.orderSensitiveModifiers)},
} as unknown as Config<string, string>;
`;
}

/** CONFIG_FILE's text as it should be for the client's source today, formatted as the project formats. */
export async function currentConfigFile(): Promise<string> {
  const file = path.join(ROOT, CONFIG_FILE);
  const options = await prettier.resolveConfig(file);
  return prettier.format(configSource(usedClassGroups(clientWords())), { ...options, filepath: file });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(ROOT, CONFIG_FILE), await currentConfigFile());
  console.log(`${CONFIG_FILE} written`);
}
