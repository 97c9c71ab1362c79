// @ts-check
/**
 * Webpack loader for the client build's copy of `.docusaurus/registry.js` (plain
 * JavaScript: the bundler requires loaders with Node, which does not read TypeScript).
 * Each entry is `"name": [loader, "module path", require.resolveWeak("module path")]`.
 * - The module path is read only during server rendering (react-loadable reports it to
 *   find a page's chunks); in the browser it is one long unused string per route module,
 *   ~7 KB gzip in this site's main chunk. It becomes "".
 * - With `shorten`, every chunk name becomes its short form (./chunkNames.cjs), in the key
 *   and in the webpackChunkName that names the chunk; routesChunkNamesLoader.cjs renames
 *   the route table's references the same way.
 */
const {registryChunkNames, shortChunkNames} = require('./chunkNames.cjs');

// A module path is a JSON-escaped string literal: "…", with \" and \\ inside.
const ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), \3, require\.resolveWeak\(\3\)\],(?=(?:\};)?$)/gm;

/**
 * @param {string} source the generated registry
 * @param {{shorten?: boolean}} [options]
 * @returns {string} the registry with "" for every module path (and short chunk names)
 */
function leanRegistry(source, {shorten = false} = {}) {
  const names = registryChunkNames(source);
  const short = shorten ? shortChunkNames(names) : new Map();
  /** @param {string} name */
  const chunk = (name) => short.get(name) ?? name;
  let replaced = 0;
  const out = source.replace(ENTRY, (_match, indent, name, modulePath) => {
    replaced += 1;
    const id = chunk(name);
    return `${indent}"${id}": [() => import(/* webpackChunkName: "${id}" */ ${modulePath}), "", require.resolveWeak(${modulePath})],`;
  });
  // Docusaurus writes this file; if its format changes, fail rather than ship a broken map.
  if (names.length === 0 || replaced !== names.length) {
    throw new Error(
      `plugins/lean-runtime: .docusaurus/registry.js has ${names.length} entries but ${replaced} match the expected format ` +
        '`"name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")],`. ' +
        'Docusaurus changed its generated registry: update plugins/lean-runtime/registryLoader.cjs.',
    );
  }
  return out;
}

/**
 * @this {{getOptions(): {shorten?: boolean}}}
 * @param {string} source
 */
function registryLoader(source) {
  return leanRegistry(source, this.getOptions());
}

module.exports = registryLoader;
module.exports.leanRegistry = leanRegistry;
