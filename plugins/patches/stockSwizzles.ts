/**
 * Puts the theme's own component back for every swizzle (./registry.ts, SWIZZLES) whose
 * patch this build leaves out: `@theme/X` is pointed at what `@theme-original/X` points to,
 * in both the client and the server bundles, so src/theme/X is not used at all.
 * A few swizzles have a stand-in of their own instead (STAND_INS).
 *
 * Such a build also gets a persistent bundler cache of its own (separateCache): Docusaurus
 * keys the cache on the theme aliases as they are before plugins change them, and Rspack
 * keeps the modules it resolved through an alias, so a stock build made in a folder whose
 * cache holds a patched build would keep the patched swizzles (and the other way round).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SWIZZLES, type PatchName} from './registry';

/** Swizzles whose stock replacement is not the theme's file (see the entry's `why`). */
const STAND_INS: Readonly<Record<string, string>> = {
  'prism-include-languages': path.join(__dirname, 'prism-stub/browserLanguages.ts'),
};

export function stockSwizzleAliases(disabled: ReadonlySet<PatchName>, aliases: Record<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const {component, patch} of SWIZZLES) {
    if (!patch || !disabled.has(patch)) continue;
    const original = STAND_INS[component] ?? aliases[`@theme-original/${component}`];
    if (!original) throw new Error(`plugins/patches: no @theme-original/${component} to switch ${patch} off with; Docusaurus no longer has this component.`);
    changed[`@theme/${component}`] = original;
  }
  return changed;
}

/** The cache version of a build that leaves out `disabled`: Docusaurus's, plus which patches are off. */
export function stockCacheVersion(version: string, disabled: ReadonlySet<PatchName>): string {
  return `${version}-stock:${[...disabled].sort().join(',')}`;
}

type CacheOptions = {version?: unknown} | boolean | undefined;

/** Gives this build's persistent cache (Rspack's experiments.cache, or webpack's cache) a version of its own. */
function separateCache(config: {cache?: unknown; experiments?: unknown}, disabled: ReadonlySet<PatchName>): void {
  const caches = [config.cache as CacheOptions, (config.experiments as {cache?: CacheOptions} | undefined)?.cache];
  for (const cache of caches) {
    if (typeof cache === 'object' && typeof cache.version === 'string') cache.version = stockCacheVersion(cache.version, disabled);
  }
}

export default function stockSwizzles(disabled: ReadonlySet<PatchName>): Plugin {
  return {
    name: 'stock-swizzles',
    configureWebpack(config) {
      const aliases = config.resolve?.alias as Record<string, string> | undefined;
      if (!aliases || Array.isArray(aliases)) throw new Error('plugins/patches: Docusaurus no longer sets resolve.alias as an object; review stockSwizzles.ts.');
      Object.assign(aliases, stockSwizzleAliases(disabled, aliases));
      separateCache(config, disabled);
      return {};
    },
  };
}
