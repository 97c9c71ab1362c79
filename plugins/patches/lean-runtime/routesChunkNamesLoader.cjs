// @ts-check
/**
 * Webpack loader for the client build's copy of `.docusaurus/routesChunkNames.json`: the
 * chunk names each route loads, renamed to the short forms registryLoader.cjs gives the
 * registry. Both derive them from the registry file, so they agree; a name the registry
 * lacks stops the build.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {registryChunkNames, shortChunkNames} = require('./chunkNames.cjs');
const {subtreesBeside} = require('./routeSubtrees.cjs');

/**
 * @param {string} source the generated routesChunkNames.json
 * @param {string} registry the generated registry.js
 * @returns {string} the same JSON with short chunk names
 */
function shortRoutesChunkNames(source, registry) {
  const short = shortChunkNames(registryChunkNames(registry));
  /** @param {unknown} value @param {string} where @returns {unknown} */
  const rename = (value, where) => {
    if (typeof value === 'string') {
      const name = short.get(value);
      if (!name)
        throw new Error(
          `plugins/patches/lean-runtime: routesChunkNames.json names chunk "${value}" (${where}), which .docusaurus/registry.js lacks.`,
        );
      return name;
    }
    if (Array.isArray(value)) return value.map((v, i) => rename(v, `${where}[${i}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v, `${where}.${k}`)]));
    return value;
  };
  const routes = /** @type {Record<string, unknown>} */ (JSON.parse(source));
  return JSON.stringify(
    Object.fromEntries(Object.entries(routes).map(([route, chunks]) => [route, rename(chunks, route)])),
  );
}

/**
 * @this {{resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 */
function routesChunkNamesLoader(source) {
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  const table = JSON.parse(shortRoutesChunkNames(source, readFileSync(registryFile, 'utf8')));
  // The routes of a route subtree come with their chunk names (./routeSubtrees.cjs).
  const inSubtree = new Set(subtreesBeside(this).flatMap((s) => [...s.routeKeys]));
  return JSON.stringify(Object.fromEntries(Object.entries(table).filter(([route]) => !inSubtree.has(route))));
}

module.exports = routesChunkNamesLoader;
module.exports.shortRoutesChunkNames = shortRoutesChunkNames;
