// @ts-check
/**
 * Webpack loader for `.docusaurus/registry.js` (plain JavaScript: the bundler requires
 * loaders with Node, which does not read TypeScript). Each entry is
 * `"name": [loader, "module path", require.resolveWeak("module path")]`.
 * The second item is what react-loadable reports while a page is server-rendered, and
 * Docusaurus looks the reported names up in the client manifest to write the page's
 * `<script>` tags; that manifest is keyed by chunk name, so module paths find nothing and
 * a stock page lists only the main chunks, fetching its route chunks only once main runs.
 * - Client build: the item is never read, and is one long unused string per route module
 *   (~7 KB gzip in this site's main chunk). It goes, and so does the third item, the
 *   module's id: react-loadable reads it only in `Loadable.preloadReady()`, which
 *   Docusaurus' client never calls (it awaits its own preload before hydrating), and
 *   module ids hardly compress (~0.7 KB gzip on a doc page). Each entry is `[loader]`.
 * - Server build: it becomes the chunk's client name, so each page's HTML lists the
 *   chunks its route needs and the browser fetches them alongside main.
 * - With `shorten`, every chunk name becomes its short form (./chunkNames.cjs): in the
 *   client build in the key and in the webpackChunkName that names the chunk (and
 *   routesChunkNamesLoader.cjs renames the route table's references the same way); in the
 *   server build only in the reported name, since its own keys are looked up with the
 *   server's unchanged route table.
 */
const {registryChunkNames, shortChunkNames} = require('./chunkNames.cjs');
const {subtreesBeside} = require('./routeSubtrees.cjs');

/**
 * Route components that every doc page loads together, one inside the other (the docs
 * plugin's root, version root and doc root): one chunk for the three, not three small
 * files, each with its own request and its own gzip overhead. Keyed by module path as
 * the registry writes it.
 */
const SHARED_CHUNKS = new Map([
  ['"@theme/DocsRoot"', 'docs-root'],
  ['"@theme/DocVersionRoot"', 'docs-root'],
  ['"@theme/DocRoot"', 'docs-root'],
]);

// A module path is a JSON-escaped string literal: "…", with \" and \\ inside.
const ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), \3, require\.resolveWeak\(\3\)\],(?=(?:\};)?$)/gm;

/**
 * @param {string} source the generated registry
 * @param {{shorten?: boolean, server?: boolean}} [options]
 * @returns {string} the registry with "" (client) or the client chunk name (server) for
 *   every module path, and short chunk names
 */
function leanRegistry(source, {shorten = false, server = false} = {}) {
  const names = registryChunkNames(source);
  const short = shorten ? shortChunkNames(names) : new Map();
  /** @param {string} name */
  const chunk = (name) => short.get(name) ?? name;
  let replaced = 0;
  const out = source.replace(ENTRY, (_match, indent, name, modulePath) => {
    replaced += 1;
    const id = chunk(name);
    // The name of the client chunk the module is in: its own, or the one it shares.
    const clientChunk = (shorten && SHARED_CHUNKS.get(modulePath)) || id;
    if (server) {
      return `${indent}"${name}": [() => import(/* webpackChunkName: "${name}" */ ${modulePath}), "${clientChunk}", require.resolveWeak(${modulePath})],`;
    }
    return `${indent}"${id}": [() => import(/* webpackChunkName: "${clientChunk}" */ ${modulePath})],`;
  });
  // Docusaurus writes this file; if its format changes, fail rather than ship a broken map.
  if (names.length === 0 || replaced !== names.length) {
    throw new Error(
      `plugins/patches/lean-runtime: .docusaurus/registry.js has ${names.length} entries but ${replaced} match the expected format ` +
        '`"name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")],`. ' +
        'Docusaurus changed its generated registry: update plugins/patches/lean-runtime/registryLoader.cjs.',
    );
  }
  return out;
}

// One entry of a lean registry: a line of its own (the last one ends in `};`, which stays).
const LEAN_ENTRY = /^\s*"([^"]+)": \[.*\],(?=(?:\};)?$)/gm;

/**
 * Splits a lean client registry: the entries of the chunks in `move` (long names, as
 * routesChunkNames.json writes them) come out, the rest stays.
 * @param {string} lean leanRegistry's output
 * @param {string} source the generated registry it was made from
 * @param {Set<string>} move
 * @param {boolean} shorten whether `lean` has short names
 * @returns {{kept: string, moved: string[]}}
 */
function splitRegistry(lean, source, move, shorten) {
  const short = shorten ? shortChunkNames(registryChunkNames(source)) : new Map();
  const names = new Set([...move].map((name) => short.get(name) ?? name));
  /** @type {string[]} */
  const moved = [];
  const kept = lean.replace(LEAN_ENTRY, (entry, name) => {
    if (!names.has(name)) return entry;
    moved.push(entry.trim());
    return '';
  });
  if (moved.length !== names.size)
    throw new Error(
      `plugins/patches/lean-runtime: ${names.size} chunks belong to a route subtree but the registry has ${moved.length} of them (registryLoader.cjs).`,
    );
  return {kept, moved};
}

/**
 * @this {{getOptions(): {shorten?: boolean, server?: boolean}, resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 */
function registryLoader(source) {
  const options = this.getOptions();
  const lean = leanRegistry(source, options);
  // The client's registry leaves out the entries the route subtrees bring (./routeSubtrees.cjs).
  if (options.server || !options.shorten) return lean;
  const own = new Set(subtreesBeside(this).flatMap((s) => [...s.ownChunks]));
  return splitRegistry(lean, source, own, true).kept;
}

module.exports = registryLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.splitRegistry = splitRegistry;
