// @ts-check
/**
 * Browser build only: `.docusaurus/site-metadata.json` lists every plugin with its package
 * and version (`pluginVersions`, ~1.2 KB on every page), which only Node-side tools (the
 * debug plugin) read; the client reads `docusaurusVersion` (theme-search-algolia's agent
 * name) and nothing of the plugin list. Keeps every key but that list.
 */
/** @param {string} source the generated JSON */
module.exports = function siteMetadataLoader(source) {
  const metadata = JSON.parse(source);
  if (typeof metadata !== 'object' || metadata === null || !('pluginVersions' in metadata)) {
    throw new Error(
      'plugins/patches/lean-runtime: .docusaurus/site-metadata.json no longer has `pluginVersions` (siteMetadataLoader.cjs); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.',
    );
  }
  return JSON.stringify({...metadata, pluginVersions: {}});
};
