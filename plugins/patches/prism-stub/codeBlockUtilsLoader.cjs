/**
 * Browser build only: theme-common 3.10.2's lib/utils/codeBlockUtils.js without its
 * metastring and magic-comment parser (everything before `getPrismCssVariables`: the comment
 * patterns, parseLines, createCodeBlockMetadata...). With prism-stub on, that parser runs at
 * build time (plugins/highlight-code/metadata.ts evaluates the same part of this file), and
 * the browser only needs the rest of the module: the code block's context and
 * getPrismCssVariables. Its exported functions stay as stubs that throw, so an import of one
 * still builds and fails loudly if it ever runs. Module-level code in the parser part
 * (`Object.keys(popularCommentPatterns)`) kept it in the bundle although nothing calls it.
 * The cut (option `end`) is the one metadata.ts evaluates up to: its UPSTREAM_MARKERS.end.
 */
const PARSER_EXPORTS = [
  'parseCodeBlockTitle',
  'getLineNumbersStart',
  'containsLineNumbers',
  'parseLines',
  'parseClassNameLanguage',
  'createCodeBlockMetadata',
];
const IMPORTS = [
  "import { createContext, useContext, useMemo } from 'react';",
  "import { ReactContextError } from './reactUtils';",
];

/** @this {{getOptions(): {end: string}}} @param {string} source */
module.exports = function codeBlockUtilsLoader(source) {
  const {end} = this.getOptions();
  const at = source.indexOf(end);
  const missing = [end, ...IMPORTS, ...PARSER_EXPORTS.map((n) => `export function ${n}(`)].filter(
    (s) => !source.includes(s),
  );
  if (at < 0 || missing.length > 0) {
    throw new Error(
      `plugins/patches/prism-stub/codeBlockUtilsLoader.cjs: theme-common's codeBlockUtils.js changed (missing: ${missing.join(' | ')}); review it, or build with SUI_DOCS_STOCK=prism-stub`,
    );
  }
  const stubs = PARSER_EXPORTS.map(
    (name) =>
      `export function ${name}() {\n  throw new Error('${name} runs at build time with the prism-stub patch (plugins/highlight-code)');\n}`,
  );
  return [...IMPORTS, ...stubs, source.slice(at)].join('\n');
};
