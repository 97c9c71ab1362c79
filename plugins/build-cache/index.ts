/**
 * build-cache: the bundler's persistent cache (node_modules/.cache/rspack) is also keyed on
 * the site's own build code. Docusaurus keys it on its version and the config file alone,
 * so a change to a loader, a remark plugin or a patch under plugins/ (or to config/) left
 * modules compiled by the old code in the cache, and the next build shipped them: a
 * maintainer who edits a loader saw no change until `npm run clear`. Here every file under
 * plugins/ and config/ is a build dependency: when one changes, the cache is rebuilt.
 *
 * The client build also keeps its minified scripts by content (./minifyCache.ts), which
 * that cache does not: a rebuild minifies only the scripts whose text changed. And once the
 * client bundle is written, a production build compresses its files for the postbuild step
 * in a worker thread, beside the rest of the build (plugins/precompress, `warmCache`).
 *
 * PostCSS takes its options from Docusaurus (postcss-preset-env) and this hook alone: with
 * `config: false`, postcss-loader no longer looks for a PostCSS config file (`postcss.config.*`,
 * `.postcssrc*`, a "postcss" key in package.json) in the folder of every CSS file and each
 * folder above it up to the file system's root. The site has none, so the CSS is the same;
 * those ~20,000 failed opens (83 CSS files) took 0.85 s of CPU (main thread and libuv's) per cold build.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {cacheDirOf, warmCache} from '../precompress';
import {freeBundlerMemory} from './freeMemory';
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

type Compiler = {
  options: {output: {path?: string}};
  hooks: {done: {tap(name: string, fn: () => void): void}};
};

export default function buildCache(siteDir: string): Plugin {
  /** The compression of the bundler's files in the background (plugins/precompress). */
  let precompressing: Promise<number> | undefined;
  /**
   * Starts it once the client bundle is written (its files are final from then on) and the
   * bundler's memory has been freed: started before, its buffers added to the build's peak.
   */
  const precompressAssets = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('precompress-assets', () => {
        const outDir = compiler.options.output.path;
        if (!outDir) return;
        freeBundlerMemory.afterCollection(() => {
          precompressing = warmCache(outDir, cacheDirOf(siteDir));
          // Awaited (and its error reported) in postBuild.
          precompressing.catch(() => {});
        });
      });
    },
  };
  return {
    name: 'build-cache',
    configurePostCss(options) {
      return {...options, config: false};
    },
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
      // Both compilers: it acts once the last one is closed.
      if (isServer) return config.mode === 'production' ? {plugins: [freeBundlerMemory as never]} : {};
      const plugins: unknown[] = [];
      // Only with a persistent cache: without one (DOCUSAURUS_NO_PERSISTENT_CACHE) nothing is kept between builds.
      if (rspackCache || webpackCache) plugins.push(new MinifyCachePlugin(path.join(siteDir, MINIFY_CACHE_DIR)));
      // freeBundlerMemory also keeps the heap small while the compilers run (freeMemory.ts).
      if (config.mode === 'production') plugins.push(precompressAssets, freeBundlerMemory);
      return {plugins: plugins as never};
    },
    async postBuild() {
      // The postbuild step expects the bundler's files compressed in the cache: the build ends when they are.
      if (!precompressing) return;
      const started = performance.now();
      const files = await precompressing;
      precompressing = undefined;
      if (files > 0)
        console.log(
          `[build-cache] ${files} scripts and styles precompressed in the background (${((performance.now() - started) / 1000).toFixed(1)} s waited for after the other steps)`,
        );
    },
  };
}
