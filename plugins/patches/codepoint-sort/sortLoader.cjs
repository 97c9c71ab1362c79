// @ts-check
/**
 * Webpack loader for two Docusaurus client modules that sort short keys with
 * `String.prototype.localeCompare` while a doc page hydrates:
 * - `getActivePlugin` (docs plugin) orders the docs instances' base paths, and
 * - `useShallowMemoObject` (theme-common) orders an object's keys to build stable hook deps.
 * The first `localeCompare` in a page makes V8 build an ICU collator: about 35 ms of main
 * thread on a laptop, about 140 ms on a mid-range phone, spent inside hydration. Both sorts
 * only need a fixed total order, so they compare by code point instead.
 * (Plain JavaScript: the bundler requires loaders with Node, which does not read TypeScript.)
 */

/** `x.localeCompare(y)` where x is a name followed by `[n]` or `.name` steps and y has no parentheses. */
const CALL = /([\w$]+(?:\[\d+\]|\.[\w$]+)*)\.localeCompare\(([^()]+)\)/g;

const HELPER =
  '\n/* plugins/patches/codepoint-sort */\nfunction compareCodePoints(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n';

/**
 * @param {string} source a module's code
 * @param {string} file its path, named in the error
 * @returns {string} the code with every `localeCompare` call made a code-point comparison
 */
function codepointSort(source, file) {
  let replaced = 0;
  const out = source.replace(CALL, (_match, left, right) => {
    replaced += 1;
    return `compareCodePoints(${left}, ${right.trim()})`;
  });
  // Docusaurus changed the module: fail the build rather than silently keep the slow path.
  if (replaced === 0 || out.includes('localeCompare')) {
    throw new Error(
      `plugins/patches/codepoint-sort: expected \`a.localeCompare(b)\` calls in ${file} and found ` +
        `${replaced} replaceable, ${out.includes('localeCompare') ? 'with some left over' : 'none'}. ` +
        'Docusaurus changed this module: update plugins/patches/codepoint-sort.',
    );
  }
  return out + HELPER;
}

/** @this {{resourcePath: string}} @param {string} source */
function loader(source) {
  return codepointSort(source, this.resourcePath);
}

module.exports = loader;
module.exports.codepointSort = codepointSort;
