/**
 * Marks the main chunks for eager compilation (client build only). V8 compiles most
 * functions lazily: when the page starts, each module of the main chunk is parsed again
 * and compiled on the main thread the first time it runs, about a third of the time the
 * main chunk takes to start. Every module in the main chunk runs at start-up, so the file
 * begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and
 * later; other engines read a comment), and V8 compiles it all on a background thread
 * while the file streams in. Chunks loaded later (Mermaid, search) stay lazy.
 */
import type {Plugin} from '@docusaurus/types';

const NAME = 'compile-hints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Source = unknown;
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
  entrypoints: ReadonlyMap<string, {chunks: ReadonlyArray<{files: Iterable<string>}>}>;
  updateAsset(file: string, update: (source: Source) => Source): void;
};
type Compiler = {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {ConcatSource: new (...items: unknown[]) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

/** The bundler plugin: prepends the hint to every JavaScript file of every entry point. */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification, which would drop the comment; before the content hashes.
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        for (const entry of compilation.entrypoints.values()) {
          for (const chunk of entry.chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        }
      });
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
