// @ts-check
/**
 * Webpack loader for the client build's copy of `.docusaurus/registry.js` (plain
 * JavaScript: the bundler requires loaders with Node, which does not read TypeScript).
 * Each entry is `"name": [loader, "module path", require.resolveWeak("module path")]`.
 * The module path is read only during server rendering (react-loadable reports it to find
 * a page's chunks); in the browser it is one long unused string per route module, ~7 KB
 * gzip in this site's main chunk. Replace it with "" and keep the entry's shape.
 */
// A module path is a JSON-escaped string literal: "…", with \" and \\ inside.
const ENTRY = /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\), )\2(, require\.resolveWeak\(\2\)\],)(?=(?:\};)?$)/gm;

/**
 * @param {string} source the generated registry
 * @returns {string} the registry with "" for every module path
 */
function withoutModulePaths(source) {
  const entries = source.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const out = source.replace(ENTRY, (_match, head, _path, tail) => {
    replaced += 1;
    return `${head}""${tail}`;
  });
  // Docusaurus writes this file; if its format changes, fail rather than ship a broken map.
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `plugins/lean-runtime: .docusaurus/registry.js has ${entries} entries but ${replaced} match the expected format ` +
        '`"name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")],`. ' +
        'Docusaurus changed its generated registry: update plugins/lean-runtime/registryLoader.cjs.',
    );
  }
  return out;
}

/** @param {string} source */
function registryLoader(source) {
  return withoutModulePaths(source);
}

module.exports = registryLoader;
module.exports.withoutModulePaths = withoutModulePaths;
