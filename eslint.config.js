import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
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
    // One way to write a date (issue 21): date-fns' sv locale abbreviates Thursday 'tors', the pages write 'tor'.
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
          message: 'The access rules (src/server/auth/) depend on no feature (issue 14 §2).',
        },
      ]),
    },
  },
);
