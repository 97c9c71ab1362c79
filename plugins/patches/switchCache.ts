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
import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';
import {SWIZZLES, type PatchName} from './registry';

type Cache = {version?: string} | boolean | undefined;

/** Appends the switch to the cache version, for Rspack's persistent cache (experiments.cache) and webpack's filesystem cache (cache). */
export function separateCacheVersion(
  config: {cache?: unknown; experiments?: unknown},
  disabled: ReadonlySet<PatchName>,
): void {
  // The swizzles those patches put back (./stockSwizzles.ts) too: a swizzle newly given to a
  // patch changes what a stock build resolves, which the bundler's cache does not notice.
  const putBack = SWIZZLES.filter((s) => s.patch && disabled.has(s.patch)).map((s) => s.component);
  const swizzles = createHash('sha256').update(putBack.join(',')).digest('hex').slice(0, 8);
  const suffix = `patches-off:${[...disabled].join(',')}:${swizzles}`;
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
