/**
 * The minified scripts of earlier builds, by content: the bundler's persistent cache keeps
 * compiled modules, not the minifier's output, so every rebuild minified all ~570 client
 * scripts again (about 4 s of CPU) though most had the same bytes as before.
 *
 * Just before the minimizer (the processAssets stage it runs at, minus one), each script
 * whose unminified text was minified by an earlier build with the same minimizer gets that
 * output and is marked `minimized`, which the minimizers of Rspack and webpack skip; just
 * after it, the scripts it did minify are stored. Entries the build did not use are removed.
 * Its plugin comes before the patches' in docusaurus.config.ts, so it stores the output
 * before a later step of the same stage (patch compile-hints) adds to it.
 * The output is byte for byte what the minimizer makes of the same input.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Compilation, Compiler} from '@rspack/core';

const NAME = 'sui-docs-minify-cache';
const SCRIPT = /\.[cm]?js$/;

/** The minimizers as configured (their plugin names and options) and the bundler's version: a change of either empties the cache. */
function minimizerVersion(compiler: Compiler): string {
  const minimizers = (compiler.options.optimization.minimizer ?? []).map((plugin) => {
    if (!plugin || typeof plugin !== 'object') return String(plugin);
    const {_args: args} = plugin as {_args?: unknown};
    return {name: plugin.constructor.name, args};
  });
  return JSON.stringify([compiler.webpack.version, minimizers]);
}

export class MinifyCachePlugin {
  constructor(private readonly cacheDir: string) {}

  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    const stage = CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    const cacheDir = this.cacheDir;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      // The options' defaults are in place by now; an unminified build must not get minified scripts.
      if (!compiler.options.optimization.minimize) return;
      const version = minimizerVersion(compiler);
      /** Scripts the minimizer is left to do: asset name → cache key. */
      const pending = new Map<string, string>();
      const used = new Set<string>();
      let reused = 0;
      compilation.hooks.processAssets.tap({name: NAME, stage: stage - 1}, () => {
        mkdirSync(cacheDir, {recursive: true});
        for (const asset of compilation.getAssets()) {
          if (!SCRIPT.test(asset.name) || asset.info.minimized) continue;
          const key = createHash('sha256')
            .update(version)
            .update('\0')
            // Not the name: its content hash differs from build to build before the bundler
            // replaces it with the final one; the minifier reads only the extension of it.
            .update(path.extname(asset.name))
            .update('\0')
            .update(String(asset.info.javascriptModule ?? ''))
            .update('\0')
            .update(asset.source.source())
            .digest('hex')
            .slice(0, 40);
          used.add(key);
          let cached: string | null = null;
          try {
            cached = readFileSync(path.join(cacheDir, key), 'utf8');
          } catch {
            // not minified by an earlier build
          }
          if (cached === null) {
            pending.set(asset.name, key);
            continue;
          }
          compilation.updateAsset(asset.name, new sources.RawSource(cached), {minimized: true});
          reused += 1;
        }
      });
      compilation.hooks.processAssets.tap({name: NAME, stage: stage + 1}, () => {
        for (const [name, key] of pending) {
          const asset = compilation.getAsset(name);
          if (!asset?.info.minimized) continue;
          // Under a temporary name first: another build of the site may read the entry meanwhile.
          const temporary = path.join(cacheDir, `${key}.${process.pid}.tmp`);
          writeFileSync(temporary, asset.source.source().toString());
          renameSync(temporary, path.join(cacheDir, key));
        }
        for (const entry of readdirSync(cacheDir)) {
          if (!used.has(entry) && !entry.endsWith('.tmp')) rmSync(path.join(cacheDir, entry), {force: true});
        }
        if (process.env.SUI_DOCS_MINIFY_CACHE_LOG)
          console.log(`[build-cache] ${reused} scripts from the minify cache, ${pending.size} minified`);
      });
    });
  }
}
