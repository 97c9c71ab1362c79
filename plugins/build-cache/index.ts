/**
 * build-cache: the bundler's persistent cache (node_modules/.cache/rspack) is also keyed on
 * the site's own build code. Docusaurus keys it on its version and the config file alone,
 * so a change to a loader, a remark plugin or a patch under plugins/ (or to config/) left
 * modules compiled by the old code in the cache, and the next build shipped them: a
 * maintainer who edits a loader saw no change until `npm run clear`. Here every file under
 * plugins/ and config/ is a build dependency: when one changes, the cache is rebuilt.
 *
 * The client build also keeps its minified scripts by content (./minifyCache.ts), which
 * that cache does not: a rebuild minifies only the scripts whose text changed.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {MinifyCachePlugin} from './minifyCache';

/** The minified client scripts of earlier builds, by content (./minifyCache.ts). */
export const MINIFY_CACHE_DIR = 'node_modules/.cache/sui-docs-minify';

const CODE = /\.(?:[cm]?[jt]sx?|json)$/;

/** Every code file under the given folders of the site, as absolute paths, in a stable order. */
export function buildCodeFiles(siteDir: string, folders: ReadonlyArray<string> = ['plugins', 'config']): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile() && CODE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .sort();
}

type Cache = {buildDependencies?: unknown} | boolean | undefined;

export default function buildCache(siteDir: string): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config, isServer) {
      const files = buildCodeFiles(siteDir);
      // Rspack's persistent cache takes a list of files; webpack's filesystem cache a map of lists.
      const rspackCache = (config.experiments as {cache?: Cache} | undefined)?.cache;
      if (rspackCache && typeof rspackCache === 'object' && Array.isArray(rspackCache.buildDependencies))
        rspackCache.buildDependencies.push(...files);
      const webpackCache = config.cache as Cache;
      if (webpackCache && typeof webpackCache === 'object') {
        const deps = (webpackCache.buildDependencies ??= {}) as Record<string, string[]>;
        deps.siteCode = files;
      }
      // Only with a persistent cache: without one (DOCUSAURUS_NO_PERSISTENT_CACHE) nothing is kept between builds.
      if (isServer || !(rspackCache || webpackCache)) return {};
      return {plugins: [new MinifyCachePlugin(path.join(siteDir, MINIFY_CACHE_DIR)) as never]};
    },
  };
}
