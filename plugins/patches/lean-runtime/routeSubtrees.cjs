// @ts-check
/**
 * Which parts of the route table load on demand (client production build; read by
 * routesLoader.cjs, registryLoader.cjs and routesChunkNamesLoader.cjs, which must agree).
 *
 * Docusaurus' route table lists every route of the site, and every page downloads all of
 * it with the registry of every route chunk: here ~450 routes, about 16 KB gzip, on each
 * page. Most of it is the nested routes of the two docs plugins (the docs and the GraphQL
 * reference), and a page needs only the routes of its own plugin. So each top-level route
 * with nested routes becomes a "subtree": it stays in the table with `routes: []`, and its
 * nested routes, their chunk names and the registry entries no other route uses move to
 * a module of their own, loaded before the router matches inside it (./lazyRoutes.ts).
 *
 * That module goes into the chunk of a registry entry that every page of the subtree
 * renders and that only the subtree uses (its host): the props of its one child route, the
 * docs plugin's version root. A page's HTML lists its route chunks (registryLoader.cjs
 * reports them while server-rendering), so it lists the host, and the subtree arrives
 * with the page's other scripts rather than after main has run.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');

/**
 * @typedef {object} Subtree
 * @property {number} index its position among the subtrees
 * @property {number} open line of `    routes: [` (0-based)
 * @property {number} close line of its closing `    ]`
 * @property {string[]} lines the nested routes' code, as written
 * @property {Set<string>} routeKeys keys of its routes in routesChunkNames.json (`path-hash`)
 * @property {Set<string>} ownChunks chunk names that only its routes use
 * @property {string} host the own chunk its module joins
 */

const ROUTE_KEY = /ComponentCreator\('((?:[^'\\]|\\.)*)', '((?:[^'\\]|\\.)*)'\)/g;
// Fewer nested routes than this are left in the table: a chunk of their own would cost more than it saves.
const MIN_ROUTES = 20;

/** @param {unknown} value @returns {string[]} the chunk names in a routesChunkNames.json entry */
function chunksOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunksOf);
  return [];
}

/** @param {string} code @returns {string[]} the `path-hash` keys of the routes in some route-table code */
function routeKeys(code) {
  return [...code.matchAll(ROUTE_KEY)].map((m) => `${m[1]}-${m[2]}`);
}

/**
 * @param {string} routesSource the generated routes.js
 * @param {Record<string, unknown>} chunkNames the generated routesChunkNames.json, parsed
 * @returns {Subtree[]}
 */
function findSubtrees(routesSource, chunkNames) {
  const lines = routesSource.split('\n');
  /** @type {Array<Omit<Subtree, 'ownChunks' | 'host' | 'index'>>} */
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '    routes: [') continue;
    const close = lines.findIndex((line, j) => j > i && /^ {4}\],?$/.test(line));
    if (close < 0)
      throw new Error(
        "plugins/patches/lean-runtime: a top-level route of .docusaurus/routes.js opens `routes: [` and never closes it (routeSubtrees.cjs); Docusaurus changed the table's layout.",
      );
    const nested = lines.slice(i + 1, close);
    const keys = routeKeys(nested.join('\n'));
    if (keys.length >= MIN_ROUTES) found.push({open: i, close, lines: nested, routeKeys: new Set(keys)});
    i = close;
  }
  // Chunks used by a route outside a subtree (or by another subtree) stay in the main registry.
  /** @type {Map<string, Set<number>>} */
  const users = new Map();
  for (const [key, value] of Object.entries(chunkNames)) {
    const owner = found.findIndex((s) => s.routeKeys.has(key));
    for (const chunk of chunksOf(value)) {
      const set = users.get(chunk) ?? new Set();
      set.add(owner);
      users.set(chunk, set);
    }
  }
  /** @type {Subtree[]} */
  const subtrees = [];
  for (const [n, s] of found.entries()) {
    const ownChunks = new Set(
      [...users].filter(([, owners]) => owners.size === 1 && owners.has(n)).map(([chunk]) => chunk),
    );
    // The first nested route, when it is the only one at its level, is rendered by every page below.
    const first = routeKeys(s.lines.join('\n'))[0];
    const onlyChild = s.lines.filter((line) => line === '      {').length === 1;
    const host = onlyChild ? chunksOf(chunkNames[first]).find((c) => ownChunks.has(c)) : undefined;
    if (host) subtrees.push({...s, index: subtrees.length, ownChunks, host});
  }
  return subtrees;
}

/**
 * The subtrees of the generated files beside one of them (a loader's resource), read from
 * disk; the loader is told to rebuild when either file changes.
 * @param {{resourcePath: string, addDependency(file: string): void}} loader
 */
function subtreesBeside(loader) {
  const dir = path.dirname(loader.resourcePath);
  const routesFile = path.join(dir, 'routes.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  loader.addDependency(routesFile);
  loader.addDependency(chunkNamesFile);
  return findSubtrees(readFileSync(routesFile, 'utf8'), JSON.parse(readFileSync(chunkNamesFile, 'utf8')));
}

module.exports = {findSubtrees, subtreesBeside, chunksOf, MIN_ROUTES};
