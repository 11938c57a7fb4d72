import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

// Modules that are their own chunk (loaded with import() on the customer pages, or heavy enough to be kept out of a
// barrel so that importing a feature's entry does not pull them into another page's chunk): they may be imported
// directly, and stay out of the index.ts files.
const DIRECT_ENTRIES = {
  server: [],
  client: [
    'add-to-calendar/add-to-calendar.tsx',
    'auth/auth-client.ts',
    'auth/auth-panel.tsx',
    'auth/sign-in-link.tsx',
    'booking/booking-confirmation.tsx',
    'booking/booking-form.tsx',
    'booking/booking-summary.tsx',
    'booking/use-submit-booking.ts',
    'reviews/company-info.tsx',
    // Small helpers that customer pages load first; through the barrel they would bring their feature's components.
    'auth/return-path.ts',
    'staff-choice/eligible-staff.ts',
    'staff-choice/staff-picker.tsx',
  ],
};

/**
 * One import-x/no-restricted-paths zone per feature folder of src/<side>/features: a feature imports another feature
 * only through that feature's entry module (index.ts). Feature folders are read from disk, so a new feature is covered
 * without editing this file.
 */
function featureZones(side) {
  const root = `./src/${side}/features`;
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [
      ...features.map((other) => (other === feature ? `./${other}` : `./${other}/index.ts`)),
      ...DIRECT_ENTRIES[side].map((file) => `./${file}`),
    ],
    message: `Import another feature through its entry module (src/${side}/features/<feature>/index.ts).`,
  }));
}

// Swedish zod messages are applied where zod is first loaded (src/shared/zod.ts), not in the client's entry chunk.
const zodViaShared = {
  regex: '^zod$',
  allowTypeImports: true,
  message: "Import z from '~/shared/zod', which makes its messages Swedish.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided, and never passed where a void callback
    // is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // React calls event handlers and ignores what they return; an async onClick/onSubmit (react-hook-form's
    // handleSubmit returns one) is the library's documented use, so JSX attributes are exempt (the common setting in
    // React projects); promises passed anywhere else are still checked.
    files: ['**/*.tsx'],
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the modules no-cycle reads (without it their imports are silently not followed).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones('server'), ...featureZones('client')] },
      ],
    },
  },
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'tests/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to write a date: date-fns' sv locale abbreviates Thursday 'tors', the pages write 'tor'.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|[^E])EEE($|[^E])/]',
          message:
            "Write short weekdays with formatShortDateSv / formatWeekdayShortSv / formatInstantShortSv (src/shared/dates.ts): 'tor', not date-fns' 'tors'.",
        },
        {
          // React escapes what it renders (pages and e-mails, src/server/mail/render.ts); raw HTML would skip that.
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Give React text and elements, which it escapes; raw HTML is not allowed.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['~/client/*', '~/server/*', '**/client/**', '**/server/**'],
          message: 'shared/ imports nothing from client/ or server/.',
        },
        zodViaShared,
      ]),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': restrict([
        {
          group: ['~/server/*', '**/server/**'],
          allowTypeImports: true,
          message: 'The client imports server code only as types.',
        },
        zodViaShared,
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['~/client/*', '**/client/**'], message: 'The server never imports client code.' },
      ]),
    },
  },
  {
    files: ['src/server/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['~/client/*', '**/client/**'], message: 'The server never imports client code.' },
        {
          group: ['**/features/**'],
          message: 'The access rules (src/server/auth/) depend on no feature.',
        },
      ]),
    },
  },
);
