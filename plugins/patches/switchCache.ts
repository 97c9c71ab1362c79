/**
 * A build with patches off compiles into a persistent bundler cache of its own. Docusaurus
 * keys that cache (node_modules/.cache/rspack) on its version, the theme aliases it knows
 * and the config file's text, not on SUI_DOCS_STOCK: the aliases and loaders the patches
 * add or leave out do not change the key, so a build would reuse modules compiled under
 * another switch (a build with every patch on after a stock one shipped Prism and loaded
 * Mermaid up front). Only builds with a patch off get the plugin, so the default build's
 * config and bundle stay as they were; caches written by a stock build before this plugin
 * existed are cleared with `npm run clear`.
 */
import type {Plugin} from '@docusaurus/types';
import type {PatchName} from './registry';

type Cache = {version?: string} | boolean | undefined;

/** Appends the switch to the cache version, for Rspack's persistent cache (experiments.cache) and webpack's filesystem cache (cache). */
export function separateCacheVersion(
  config: {cache?: unknown; experiments?: unknown},
  disabled: ReadonlySet<PatchName>,
): void {
  const suffix = `patches-off:${[...disabled].join(',')}`;
  const tag = (cache: Cache) => {
    if (cache && typeof cache === 'object') cache.version = cache.version ? `${cache.version}-${suffix}` : suffix;
  };
  tag((config.experiments as {cache?: Cache} | undefined)?.cache);
  tag(config.cache as Cache);
}

export default function switchCache(disabled: ReadonlySet<PatchName>): Plugin {
  return {
    name: 'patch-switch-cache',
    configureWebpack(config) {
      separateCacheVersion(config, disabled);
      return {};
    },
  };
}
