/**
 * Frees the bundler's memory before the pages are rendered. Once both compilers are closed,
 * their compilations (module graphs, sources, chunks: most of the bundler's native memory)
 * are held only by JavaScript objects that are garbage but not yet collected: V8 saw a heap
 * of a few hundred megabytes with room to grow and had no reason to collect, so the native
 * memory behind them stayed resident while the page-rendering worker threads started and
 * loaded the server bundle, the build's peak. One full collection, in the task after the last
 * compiler's shutdown (Docusaurus no longer holds their results by then), releases it.
 * The collection compacts every page of the heap, not only the few V8 picks as the most
 * fragmented: the bundling leaves hundreds of megabytes of old-space pages mostly empty, which
 * a plain collection keeps (a cold build: heap 452 MB committed, 144 MB live, 404 MB committed
 * after a plain collection, 178 MB after a compacting one, and 220 MB less resident a second on).
 * So a plain collection runs first, then a compacting one.
 */
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';

type Compiler = {hooks: {shutdown: {tap(name: string, fn: () => void): void}}};

/**
 * How far (in %) V8 lets the main thread's heap grow past what its last full collection kept,
 * while the bundler runs. By default V8 picks a factor of up to 4 (a few hundred megabytes of
 * garbage over ~150 MB live by the end of bundling), and that heap, at its largest when the
 * bundler's native memory is too, set the build's peak: 460-490 MB of heap at the end of
 * bundling, 200-215 MB with 10 % (more and smaller collections; the cold build's peak about
 * 50 MiB lower, ARCHITECTURE.md step 5). 0 gives V8 its own factor back.
 */
const BUNDLING_HEAP_GROWING_PERCENT = 10;

/** Sets V8's heap growing factor (read at each collection, so it applies from the next one). */
function setHeapGrowingPercent(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** V8's full collection, without --expose-gc on the command line. */
function fullCollection(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // A plain collection first: compacting straight away copies the live objects out of pages
  // still full of garbage, and the process briefly grew by ~130 MB (~40 MB this way).
  gc();
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    // Only this collection: later ones (the page-rendering threads' too) are V8's usual.
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * A plugin for every compiler of a build (client and server): once as many have shut down as
 * were given it, `collect` runs in the next task, then what was handed to `afterCollection`.
 */
export function freeMemoryAfterCompilers(collect: () => void = fullCollection) {
  let compilers = 0;
  let closed = 0;
  const after: Array<() => void> = [];
  return {
    apply(compiler: Compiler) {
      compilers += 1;
      // A smaller heap while the compilers run; V8's own factor is back before the collection.
      setHeapGrowingPercent(BUNDLING_HEAP_GROWING_PERCENT);
      compiler.hooks.shutdown.tap('free-bundler-memory', () => {
        closed += 1;
        if (closed === compilers)
          setTimeout(() => {
            setHeapGrowingPercent(0);
            collect();
            for (const fn of after.splice(0)) fn();
          }, 0);
      });
    },
    /** Runs `fn` once the collection is done. */
    afterCollection(fn: () => void): void {
      after.push(fn);
    },
  };
}

/** The one the site's build uses (plugins/build-cache). */
export const freeBundlerMemory = freeMemoryAfterCompilers();
