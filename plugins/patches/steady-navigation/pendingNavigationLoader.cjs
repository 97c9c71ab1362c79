// @ts-check
/**
 * Webpack loader for @docusaurus/core's lib/client/PendingNavigation.js: its controlled
 * `<Route>` becomes ./HeldRoute.tsx, which gives the page the same router context without
 * rendering it again when a navigation starts (see there). A module no longer written the
 * way this expects stops the build. (Plain JavaScript: the bundler requires loaders with Node.)
 */
const path = require('node:path');

const STOCK = '<Route location={location} render={() => children}/>';
const HELD = '<HeldRoute location={location}>{children}</HeldRoute>';
const HELD_ROUTE = JSON.stringify(path.join(__dirname, 'HeldRoute.tsx'));

/**
 * @param {string} source the module's code
 * @param {string} file its path, named in the error
 * @returns {string}
 */
function holdRoute(source, file) {
  if (source.split(STOCK).length !== 2) {
    throw new Error(
      `plugins/patches/steady-navigation: ${file} no longer renders \`${STOCK}\`. Docusaurus changed this module: ` +
        'update plugins/patches/steady-navigation or switch it off with SUI_DOCS_STOCK=steady-navigation.',
    );
  }
  return `import HeldRoute from ${HELD_ROUTE};\n${source.replace(STOCK, HELD)}`;
}

/** @this {{resourcePath: string}} @param {string} source */
function loader(source) {
  return holdRoute(source, this.resourcePath);
}

module.exports = loader;
module.exports.holdRoute = holdRoute;
module.exports.STOCK = STOCK;
