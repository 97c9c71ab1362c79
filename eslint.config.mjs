// ESLint (flat config): `npm run lint`, also run by `npm test`. Formatting is Prettier's
// (`npm run format`); nothing here is about layout.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Attributes whose value a reader sees or hears, and literals that hold words.
const UI_ATTRIBUTES = '/^(aria-label|title|placeholder|alt|label)$/';
const TEXT_LITERAL = 'Literal[value=/[A-Za-z]/], TemplateElement[value.raw=/[A-Za-z]/]';
// DOM properties that put text on the page.
const DOM_TEXT = '/^(textContent|innerText)$/';

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
    // What a reader sees goes through translate() / <Translate> (npm run write-translations;
    // tests/unit/translations.test.ts checks the catalogue and the same literals).
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // JSX text is the Docusaurus rule's; this catches text in the attributes a reader hears or
      // sees and in what client modules put into the DOM, unless it is inside translate().
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXAttribute[name.name=${UI_ATTRIBUTES}] :matches(${TEXT_LITERAL})`,
          `AssignmentExpression[left.property.name=${DOM_TEXT}] > :matches(${TEXT_LITERAL}).right`,
          `AssignmentExpression[left.property.name=${DOM_TEXT}] > *.right :matches(${TEXT_LITERAL})`,
          `CallExpression[callee.property.name='setAttribute'][arguments.0.value=${UI_ATTRIBUTES}] > :matches(${TEXT_LITERAL}):nth-child(2)`,
          `CallExpression[callee.property.name='setAttribute'][arguments.0.value=${UI_ATTRIBUTES}] > *:nth-child(2) :matches(${TEXT_LITERAL})`,
        ].map((selector) => ({
          selector: `${selector}:not(CallExpression[callee.name='translate'] *)`,
          message: 'Text a reader sees or hears goes through translate() (@docusaurus/Translate) with an id.',
        })),
      ],
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
