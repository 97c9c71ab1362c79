// @ts-check
/**
 * Webpack loader for two modules of Docusaurus' client (@docusaurus/core/lib/client), so
 * that they load a route subtree (./lazyRoutes.ts) before they match a path:
 * - preload.js, which the client entry awaits before hydrating and PendingNavigation
 *   before showing the next page;
 * - docusaurus.js, whose `prefetch` fetches a linked page's chunks.
 * Each keeps its code and is wrapped: the stock function runs at once when the path's
 * routes are all there, after the subtree's load otherwise. A module no longer written
 * the way this expects stops the build.
 */
const path = require('node:path');

const LAZY_ROUTES = JSON.stringify(path.join(__dirname, 'lazyRoutes.ts'));

const WRAPS = {
  'preload.js': {
    stock: 'export default function preload(pathname) {',
    renamed: 'function stockPreload(pathname) {',
    wrapper: `
export default function preload(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // stockPreload throws the same error.
  }
  const pending = loadRoutesFor([pathname, decoded]);
  return pending ? pending.then(() => stockPreload(pathname)) : stockPreload(pathname);
}`,
  },
  'docusaurus.js': {
    stock: 'const prefetch = (routePath) => {',
    renamed: 'const stockPrefetch = (routePath) => {',
    wrapper: `
const prefetch = (routePath) => {
  const pending = loadRoutesFor([routePath]);
  return pending ? pending.then(() => stockPrefetch(routePath), () => false) : stockPrefetch(routePath);
};`,
  },
};

/**
 * @param {string} source the stock module
 * @param {string} file its name in lib/client
 * @returns {string}
 */
function wrapCoreClient(source, file) {
  const wrap = WRAPS[/** @type {keyof typeof WRAPS} */ (file)];
  if (!wrap || !source.includes(wrap.stock)) {
    throw new Error(
      `plugins/patches/lean-runtime: @docusaurus/core/lib/client/${file} no longer contains \`${wrap?.stock ?? '(not a wrapped module)'}\` (coreClientLoader.cjs); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.`,
    );
  }
  // `prefetch` is used below its definition in docusaurus.js, so the wrapper goes right after the stock one's end.
  const body = source.replace(wrap.stock, wrap.renamed);
  const at = file === 'docusaurus.js' ? body.indexOf('const preload = (routePath) =>') : body.length;
  if (at < 0)
    throw new Error(
      'plugins/patches/lean-runtime: @docusaurus/core/lib/client/docusaurus.js no longer defines `preload` after `prefetch` (coreClientLoader.cjs).',
    );
  return `import {loadRoutesFor} from ${LAZY_ROUTES};\n${body.slice(0, at)}${wrap.wrapper}\n${body.slice(at)}`;
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function coreClientLoader(source) {
  return wrapCoreClient(source, path.basename(this.resourcePath));
};
module.exports.wrapCoreClient = wrapCoreClient;
module.exports.WRAPPED = Object.keys(WRAPS);
