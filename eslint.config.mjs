// ESLint (flat config): `npm run lint`, also run by `npm test`. Formatting is Prettier's
// (`npm run format`); nothing here is about layout.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'build*/',
    '.docusaurus/',
    '.bench-patches/',
    '.generated/',
    'test-results/',
    'docs/',
    'tests/fixtures/',
    'static/',
    'i18n/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // Unused names are an error, except the ones named `_` on purpose (a skipped argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // What a reader sees goes through translate() / <Translate> (npm run write-translations).
    files: ['src/**/*.tsx', 'plugins/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            '·',
            '—',
            '–',
            '×',
            '→',
            '←',
            '↑',
            '↓',
            '/',
            '|',
            '#',
            '(',
            ')',
            ',',
            ':',
            '.',
            '…',
            '"',
            '“',
            '”',
            'Sui',
          ],
        },
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
]);
