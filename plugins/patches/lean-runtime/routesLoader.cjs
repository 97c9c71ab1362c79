// @ts-check
/**
 * Webpack loader for the client build's copy of `.docusaurus/routes.js`, the route table
 * every page loads in its main chunk. Docusaurus writes each route as
 * `path: '/a/b', component: ComponentCreator('/a/b', 'id')`: the path twice, for ~480
 * routes here. Each becomes `...route('/a/b', 'id')`, a helper that builds the same two
 * properties, so the path is written once: 1.7 KB gzip less on every page. The objects
 * are the same, keys in the same order. A table with no route in that form stops the build.
 * The nested routes of each route subtree (./routeSubtrees.cjs) leave the table for the
 * module `routes.js?subtree=N`, and its pages' groups for `routes.js?subtree=N&group=G`,
 * which this loader also writes.
 */

const {readFileSync} = require('node:fs');
const path = require('node:path');
const {leanRegistry, splitRegistry} = require('./registryLoader.cjs');
const {shortRoutesChunkNames} = require('./routesChunkNamesLoader.cjs');
const {subtreesBeside} = require('./routeSubtrees.cjs');

const ROUTE = /path: ('(?:[^'\\]|\\.)*'),(\s*)component: ComponentCreator\(\1, ('(?:[^'\\]|\\.)*')\)/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const HELPER = `${IMPORT}\n/* plugins/patches/lean-runtime/routesLoader.cjs */\nconst route = (path, id) => ({path, component: ComponentCreator(path, id)});`;

/**
 * @param {string} source the generated routes.js
 * @returns {string} the table with each route's path written once
 */
function compactRoutes(source) {
  let routes = 0;
  const out = source.replace(ROUTE, (_match, routePath, _space, id) => {
    routes += 1;
    return `...route(${routePath}, ${id})`;
  });
  if (routes === 0 || !out.includes(IMPORT))
    throw new Error(
      'plugins/patches/lean-runtime: .docusaurus/routes.js no longer writes `path: …, component: ComponentCreator(path, id)` (routesLoader.cjs); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.',
    );
  return out.replace(IMPORT, HELPER);
}

/**
 * The table without the nested routes of its subtrees (./routeSubtrees.cjs): each
 * subtree's root keeps `routes: []` and gains `lazyRoutes`, which imports them from
 * `routes.js?subtree=N` into the chunk of the subtree's host.
 * @param {string} source the generated routes.js
 * @param {ReadonlyArray<{index: number, open: number, close: number, host: string}>} subtrees
 * @param {(subtree: {host: string}) => string} clientChunk the name of the chunk a subtree's module joins
 */
function withoutSubtrees(source, subtrees, clientChunk) {
  const lines = source.split('\n');
  for (const s of [...subtrees].reverse()) {
    const comma = lines[s.close].endsWith(',') ? ',' : '';
    const lazy = `    routes: [],\n    lazyRoutes: () => import(/* webpackChunkName: "${clientChunk(s)}" */ './routes.js?subtree=${s.index}')${comma}`;
    lines.splice(s.open, s.close - s.open + 1, lazy);
  }
  return lines.join('\n');
}

/**
 * The name of the chunk of a subtree's group of pages (short: the runtime lists it).
 * @param {number} subtree @param {number} group
 */
const groupChunk = (subtree, group) => `r${subtree}-${group}`;

/**
 * A module of routes: the routes, their chunk names and the registry entries only they
 * use, which ./lazyRoutes.ts adds to the table, the route chunk names and the registry
 * when it loads.
 * @param {string[]} routeLines the routes' code
 * @param {Record<string, unknown>} chunkNames their entries of routesChunkNames
 * @param {string[]} registryEntries their lean registry entries, one per line
 */
function routesModule(routeLines, chunkNames, registryEntries) {
  return compactRoutes(
    [
      IMPORT,
      `export default [\n${routeLines.join('\n')}\n];`,
      `export const chunkNames = ${JSON.stringify(chunkNames)};`,
      `export const registry = {\n${registryEntries.join('\n')}\n};`,
      '',
    ].join('\n'),
  );
}

/**
 * The module of one subtree: its nested routes, their chunk names and the registry
 * entries only they use; its doc root's pages, when grouped, are left for the groups'
 * modules: the doc root keeps `routes: []` and `lazyGroups`, the path prefixes of each
 * group and their imports.
 * @param {import('./routeSubtrees.cjs').Subtree} subtree
 * @param {Record<string, unknown>} chunkNames the subtree's entries of routesChunkNames
 * @param {string[]} registryEntries its lean registry entries, one per line
 */
function subtreeModule(subtree, chunkNames, registryEntries) {
  const lines = [...subtree.lines];
  if (subtree.leaves) {
    const {open, close} = subtree.leaves;
    const indent = lines[open].slice(0, lines[open].indexOf('routes'));
    const comma = lines[close].endsWith(',') ? ',' : '';
    const loaders = subtree.groups.map(
      (_, g) =>
        `() => import(/* webpackChunkName: "${groupChunk(subtree.index, g)}" */ './routes.js?subtree=${subtree.index}&group=${g}')`,
    );
    const lazy = `${indent}routes: [],\n${indent}lazyGroups: {prefixes: ${JSON.stringify(subtree.prefixes)}, load: [${loaders.join(', ')}]}${comma}`;
    lines.splice(open, close - open + 1, lazy);
  }
  return routesModule(lines, chunkNames, registryEntries);
}

/**
 * The registry entry of a subtree's host: the client chunk it names and the module it imports.
 * @param {string} lean @param {string} registrySource @param {string} host
 */
function hostEntry(lean, registrySource, host) {
  const {moved} = splitRegistry(lean, registrySource, new Set([host]), true);
  const entry = /webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\)/.exec(moved[0] ?? '');
  if (!entry) throw new Error(`plugins/patches/lean-runtime: no registry entry for chunk ${host} (routesLoader.cjs).`);
  return {chunk: entry[1], modulePath: String(JSON.parse(entry[2]))};
}

/**
 * The name of the chunk of a subtree's sidebar (short: the runtime lists it).
 * @param {number} subtree @param {number} sidebar
 */
const sidebarChunk = (subtree, sidebar) => `s${subtree}-${sidebar}`;

/**
 * For a subtree whose pages show more than one sidebar: its version data (the host's
 * module, whose sidebars ./sidebarPropsLoader.cjs leaves empty in the client build) and
 * an import of each sidebar's items, which ./lazyRoutes.ts puts in when a page needs it.
 * @param {import('./routeSubtrees.cjs').Subtree} subtree
 * @param {{chunk: string, modulePath: string}} host
 */
function sidebarsExport(subtree, host) {
  if (subtree.sidebars.length === 0) return '';
  const load = subtree.sidebars.map(
    ({name}, k) =>
      `${JSON.stringify(name)}: () => import(/* webpackChunkName: "${sidebarChunk(subtree.index, k)}" */ ${JSON.stringify(`${host.modulePath}?sidebar=${encodeURIComponent(name)}`)})`,
  );
  return `export const sidebars = {version: () => import(/* webpackChunkName: "${host.chunk}" */ ${JSON.stringify(host.modulePath)}), load: {${load.join(', ')}}};\n`;
}

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function routesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const registryFile = path.join(dir, 'registry.js');
  this.addDependency(registryFile);
  const registrySource = readFileSync(registryFile, 'utf8');
  const lean = leanRegistry(registrySource, {shorten: true});
  const subtrees = subtreesBeside(this);
  const query = /^\?subtree=(\d+)(?:&group=(\d+))?$/.exec(this.resourceQuery ?? '');
  if (!query) {
    // The chunk a subtree's module joins: the one its host's registry entry names.
    const clientChunk = (/** @type {{host: string}} */ s) => hostEntry(lean, registrySource, s.host).chunk;
    return compactRoutes(withoutSubtrees(source, subtrees, clientChunk));
  }
  const subtree = subtrees[Number(query[1])];
  if (!subtree)
    throw new Error(`plugins/patches/lean-runtime: routes.js has no subtree ${query[1]} (routesLoader.cjs).`);
  const group = query[2] === undefined ? undefined : subtree.groups[Number(query[2])];
  if (query[2] !== undefined && !group)
    throw new Error(
      `plugins/patches/lean-runtime: subtree ${query[1]} of routes.js has no group ${query[2]} (routesLoader.cjs).`,
    );
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const allChunkNames = JSON.parse(shortRoutesChunkNames(readFileSync(chunkNamesFile, 'utf8'), registrySource));
  // A group's routes, chunk names and own registry entries; the subtree's, less its groups'.
  const inGroups = (/** @type {'routeKeys' | 'ownChunks'} */ set) =>
    new Set(subtree.groups.flatMap((g) => [...g[set]]));
  const routeKeys = group ? group.routeKeys : subtree.routeKeys;
  const grouped = group ? new Set() : inGroups('routeKeys');
  const chunkNames = Object.fromEntries(
    Object.entries(allChunkNames).filter(([route]) => routeKeys.has(route) && !grouped.has(route)),
  );
  const groupedChunks = inGroups('ownChunks');
  const own = group ? group.ownChunks : new Set([...subtree.ownChunks].filter((c) => !groupedChunks.has(c)));
  const {moved} = splitRegistry(lean, registrySource, own, true);
  if (group) return routesModule(group.lines, chunkNames, moved);
  return (
    subtreeModule(subtree, chunkNames, moved) + sidebarsExport(subtree, hostEntry(lean, registrySource, subtree.host))
  );
};
module.exports.compactRoutes = compactRoutes;
module.exports.withoutSubtrees = withoutSubtrees;
module.exports.subtreeModule = subtreeModule;
module.exports.groupChunk = groupChunk;
module.exports.sidebarChunk = sidebarChunk;
module.exports.hostEntry = hostEntry;
