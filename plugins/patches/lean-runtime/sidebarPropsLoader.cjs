// @ts-check
/**
 * Webpack loader for a docs plugin's version data (`@generated/…/p/*.json`, the props of
 * its version route) in the client build, when its pages show more than one sidebar
 * (./routeSubtrees.cjs). Every doc page loads this file, and with it the items of every
 * sidebar, though a page shows one.
 * - Without a query: the same data, each of the `sidebars` option's sidebars `null`.
 * - With `?sidebar=NAME`: that sidebar's items, a module of its own that ./lazyRoutes.ts
 *   puts in place before a page that shows it renders.
 * The server build keeps the file whole, so pages render as before.
 */

/**
 * @param {string} source the version data
 * @param {string} query the module's query
 * @param {string[]} names the sidebars that load on their own
 * @returns {string}
 */
function sidebarProps(source, query, names) {
  const props = JSON.parse(source);
  const sidebars = props?.version?.docsSidebars;
  if (!sidebars || typeof sidebars !== 'object')
    throw new Error(
      "plugins/patches/lean-runtime: a docs version route's props have no `version.docsSidebars` (sidebarPropsLoader.cjs); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.",
    );
  const missing = names.filter((name) => !Object.prototype.hasOwnProperty.call(sidebars, name));
  if (missing.length > 0)
    throw new Error(
      `plugins/patches/lean-runtime: the version data has no sidebar ${missing.join(', ')} (sidebarPropsLoader.cjs).`,
    );
  const one = /^\?sidebar=([^&]+)$/.exec(query);
  if (one) {
    const name = decodeURIComponent(one[1]);
    if (!names.includes(name))
      throw new Error(`plugins/patches/lean-runtime: no sidebar ${name} loads on its own (sidebarPropsLoader.cjs).`);
    return JSON.stringify(sidebars[name]);
  }
  const docsSidebars = Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [name, names.includes(name) ? null : items]),
  );
  return JSON.stringify({...props, version: {...props.version, docsSidebars}});
}

/**
 * @this {{resourceQuery: string, getOptions(): {sidebars: string[]}}}
 * @param {string} source
 */
module.exports = function sidebarPropsLoader(source) {
  return sidebarProps(source, this.resourceQuery ?? '', this.getOptions().sidebars);
};
module.exports.sidebarProps = sidebarProps;
