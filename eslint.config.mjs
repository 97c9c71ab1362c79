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
    // Loaders Rspack requires: CommonJS is what they are.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Two React Compiler rules, off: the site does not use the compiler, and what they flag here is
      // the hydration-safe pattern Docusaurus's own theme uses (state read from the browser in an
      // effect after hydration; the ejected SearchBar's container ref read in render, as upstream).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
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
