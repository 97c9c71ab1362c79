// @ts-check
/**
 * Webpack loader for the client build's copy of `.docusaurus/routes.js`, the route table
 * every page loads in its main chunk. Docusaurus writes each route as
 * `path: '/a/b', component: ComponentCreator('/a/b', 'id')`: the path twice, for ~480
 * routes here. Each becomes `...route('/a/b', 'id')`, a helper that builds the same two
 * properties, so the path is written once: 1.7 KB gzip less on every page. The objects
 * are the same, keys in the same order. A table with no route in that form stops the build.
 */

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

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function routesLoader(source) {
  return compactRoutes(source);
};
module.exports.compactRoutes = compactRoutes;
