/**
 * Marks the main chunks for eager compilation (client build only). V8 compiles most
 * functions lazily: when the page starts, each module of the main chunk is parsed again
 * and compiled on the main thread the first time it runs, about a third of the time the
 * main chunk takes to start. Every module in the main chunk runs at start-up, so the file
 * begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and
 * later; other engines read a comment), and V8 compiles it all on a background thread
 * while the file streams in. A page's own content (the chunk of a Markdown or MDX file)
 * is the same: its component builds the whole page when it first renders, a single
 * function of up to ~70 KB on a reference page that V8 otherwise compiles on the main
 * thread, inside hydration (20-50 ms at 4x CPU slowdown on the GraphQL Object page). Other
 * chunks loaded later (Mermaid, search, theme components) stay lazy.
 * Upstream: @rspack/core 1.7.12 (the processAssets hook). Gain: main-thread compile samples
 * during hydration of the GraphQL Object page 35-104 -> 1-7 at 4x CPU slowdown; see npm run
 * bench:patches. Switch: SUI_DOCS_STOCK=compile-hints.
 */
import type {Plugin} from '@docusaurus/types';

const NAME = 'compile-hints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Source = unknown;
type Chunk = {files: Iterable<string>};
/** A module, or modules concatenated into one, which answers for its root module's file. */
type BundledModule = {nameForCondition?(): string | null | undefined};
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
  entrypoints: ReadonlyMap<string, {chunks: ReadonlyArray<Chunk>}>;
  chunks: Iterable<Chunk>;
  chunkGraph: {getChunkModules(chunk: Chunk): ReadonlyArray<BundledModule>};
  updateAsset(file: string, update: (source: Source) => Source): void;
};

/** A page's content: Docusaurus compiles each Markdown and MDX file to a module of its own. */
const CONTENT = /\.mdx?$/;
type Compiler = {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {ConcatSource: new (...items: unknown[]) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

/** The bundler plugin: prepends the hint to every JavaScript file of every entry point and of every content chunk. */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification, which would drop the comment; before the content hashes.
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          // By file name: the bundler may hand out a different object for the same chunk.
          const files = new Set<string>();
          const add = (chunk: Chunk) => {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          };
          for (const entry of compilation.entrypoints.values()) entry.chunks.forEach(add);
          for (const chunk of compilation.chunks) {
            if (compilation.chunkGraph.getChunkModules(chunk).some((m) => CONTENT.test(m.nameForCondition?.() ?? '')))
              add(chunk);
          }
          for (const file of files)
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}

export default function compileHints(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new CompileHintsPlugin() as never]};
    },
  };
}
