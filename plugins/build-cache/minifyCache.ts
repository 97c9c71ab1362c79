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
 *
 * A script that names other files by their content hash (the runtime's table of chunk
 * files) is minified with each such hash in quotes replaced by a placeholder, and the hashes
 * are put back after: the bundler's hashes at this stage are interim ones (it puts the final
 * ones in later), which differ between a cold and a warm build, and the minifier picks its
 * short names by how often each character occurs, so the runtime came out with two names
 * swapped, a new content hash, and a new script tag in every page (~450 pages to compress
 * again after a warm build). With placeholders the output depends on the code alone.
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

/** What stands for the n-th content hash while a script is minified; the text must not have it already. */
const PLACEHOLDER = (n: number) => `__sui_docs_hash_${n}__`;
const PLACEHOLDER_PREFIX = '__sui_docs_hash_';

/**
 * `text` with each of `hashes` that stands alone in quotes (`"08e268"`) replaced by a
 * placeholder, numbered by order of first occurrence, and the hashes in that order; the
 * text itself and no hashes where none occurs (or where the text has placeholders already).
 */
export function withoutHashes(text: string, hashes: ReadonlySet<string>): {text: string; hashes: string[]} {
  if (hashes.size === 0 || text.includes(PLACEHOLDER_PREFIX)) return {text, hashes: []};
  const found = new Map<string, number>();
  const normal = text.replace(/(["'])([0-9a-f]{4,64})\1/g, (whole, quote: string, value: string) => {
    if (!hashes.has(value)) return whole;
    let n = found.get(value);
    if (n === undefined) found.set(value, (n = found.size));
    return `${quote}${PLACEHOLDER(n)}${quote}`;
  });
  return {text: normal, hashes: [...found.keys()]};
}

/** The inverse of withoutHashes: the placeholders in (minified) `text` back to the hashes. */
export function withHashes(text: string, hashes: ReadonlyArray<string>): string {
  if (hashes.length === 0) return text;
  return text.replace(/__sui_docs_hash_(\d+)__/g, (whole, n: string) => hashes[Number(n)] ?? whole);
}

/** The content hashes in the names of the compilation's files, as they stand now (interim ones while assets are processed). */
function contentHashes(compilation: Compilation): Set<string> {
  const hashes = new Set<string>();
  for (const asset of compilation.getAssets()) {
    const value = asset.info.contenthash;
    for (const hash of Array.isArray(value) ? value : value ? [value] : []) hashes.add(String(hash));
  }
  return hashes;
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
      /** Scripts the minimizer is left to do: asset name → cache key, and the hashes to put back. */
      const pending = new Map<string, {key: string; hashes: string[]}>();
      const used = new Set<string>();
      let reused = 0;
      compilation.hooks.processAssets.tap({name: NAME, stage: stage - 1}, () => {
        mkdirSync(cacheDir, {recursive: true});
        const interim = contentHashes(compilation);
        for (const asset of compilation.getAssets()) {
          if (!SCRIPT.test(asset.name) || asset.info.minimized) continue;
          const {text, hashes} = withoutHashes(asset.source.source().toString(), interim);
          const key = createHash('sha256')
            .update(version)
            .update('\0')
            // Not the name: its content hash differs from build to build before the bundler
            // replaces it with the final one; the minifier reads only the extension of it.
            .update(path.extname(asset.name))
            .update('\0')
            .update(String(asset.info.javascriptModule ?? ''))
            .update('\0')
            .update(text)
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
            pending.set(asset.name, {key, hashes});
            // The minimizer gets the placeholders (the same text in every build), and they stay in the cache's entry.
            if (hashes.length > 0) compilation.updateAsset(asset.name, new sources.RawSource(text));
            continue;
          }
          compilation.updateAsset(asset.name, new sources.RawSource(withHashes(cached, hashes)), {minimized: true});
          reused += 1;
        }
      });
      compilation.hooks.processAssets.tap({name: NAME, stage: stage + 1}, () => {
        for (const [name, {key, hashes}] of pending) {
          const asset = compilation.getAsset(name);
          if (!asset) continue;
          const output = asset.source.source().toString();
          // The hashes go back in, minified or not, before the bundler replaces them with the final ones.
          if (hashes.length > 0) compilation.updateAsset(name, new sources.RawSource(withHashes(output, hashes)));
          if (!asset.info.minimized) continue;
          // Under a temporary name first: another build of the site may read the entry meanwhile.
          const temporary = path.join(cacheDir, `${key}.${process.pid}.tmp`);
          writeFileSync(temporary, output);
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
