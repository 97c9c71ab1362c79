// @ts-check
/**
 * Webpack loader for the bundles' copy of `.docusaurus/docusaurus.config.mjs` (the site
 * config every page carries in main). It drops what only the build reads:
 * - `ssrTemplate`: the page template (plugins/patches/page-template/pageTemplate.ts), used when the HTML is written;
 * - the Prism themes' token `styles`, when the prism-stub patch is on (loader option
 *   `dropPrismStyles`): plugins/highlight-code turns them into a stylesheet at build time
 *   and the browser only reads each theme's `plain` colours;
 * - the plugin, preset and theme lists with their options, the client modules, the static
 *   folders, the Markdown options and the broken-link policies (BUILD_ONLY): Docusaurus
 *   and its themes read them in Node only;
 * - every `future` flag but `experimental_router`, the one the client reads (the others
 *   choose build tools and defaults).
 * The file must stay `export default <JSON>;` after Docusaurus' comment; anything else
 * stops the build.
 */
const PREFIX = /^(\/\*[\s\S]*?\*\/\s*)export default /;

/** Top-level keys no client code reads (checked against @docusaurus core, themes and src/). */
const BUILD_ONLY = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

/**
 * @param {string} source the generated docusaurus.config.mjs
 * @param {{dropPrismStyles?: boolean}} [options]
 * @returns {string} the same module without the build-only values
 */
function leanSiteConfig(source, {dropPrismStyles = true} = {}) {
  const prefix = PREFIX.exec(source);
  const body = prefix && source.slice(prefix[0].length).trimEnd();
  if (!prefix || !body?.endsWith(';')) {
    throw new Error(
      'plugins/patches/lean-runtime: .docusaurus/docusaurus.config.mjs is no longer `export default <JSON>;`; review siteConfigLoader.cjs.',
    );
  }
  const config = JSON.parse(body.slice(0, -1));
  for (const key of BUILD_ONLY) delete config[key];
  if (config.future) config.future = {experimental_router: config.future.experimental_router};
  const prism = dropPrismStyles ? config.themeConfig?.prism : undefined;
  for (const key of ['theme', 'darkTheme']) {
    if (prism?.[key]) prism[key] = {plain: prism[key].plain, styles: []};
  }
  return `${prefix[0]}${JSON.stringify(config, null, 2)};\n`;
}

/** @this {{getOptions?: () => {dropPrismStyles?: boolean}}} @param {string} source */
module.exports = function siteConfigLoader(source) {
  return leanSiteConfig(source, this?.getOptions?.() ?? {});
};
module.exports.leanSiteConfig = leanSiteConfig;
