/**
 * local-search: builds the offline search index from the rendered pages after every
 * production build (postBuild), into build/search-index/, in a worker thread beside the
 * other hooks (./indexSite.ts). Skipped when hosted Algolia is configured, since nothing
 * would fetch it. A page whose indexed parts are those of the previous build takes its
 * records from node_modules/.cache/local-search. In the client
 * build, the search worker's script carries MiniSearch itself, so the worker fetches no
 * second script before it can ask for the index (one round trip fewer before the first
 * results).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {indexSite} from './indexSite';

/** The worker's chunk name: the `name` client.ts gives `new Worker(…)`. */
const WORKER_CHUNK = 'search';

/**
 * Docusaurus keeps the bundler's default vendors group, which moves node_modules code out
 * of every async chunk, the worker included. The same group, but never for the worker.
 */
const vendorsOutsideWorker = {
  test: /[\\/]node_modules[\\/]/,
  idHint: 'vendors',
  priority: -10,
  reuseExistingChunk: true,
  chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
    !chunk.canBeInitial() && chunk.name !== WORKER_CHUNK,
};

/**
 * Runs indexSite in a worker thread, so that it shares the build's last step with the
 * other postBuild hooks (each page's Markdown) on the second core instead of waiting for
 * them: both read every page and keep the main thread busy for seconds. The worker loads
 * the TypeScript with tsx, which runs the postbuild step too; without it, it runs here.
 */
function indexSiteInWorker(outDir: string, siteDir: string): Promise<{records: number; shards: number}> {
  let tsx: string;
  try {
    tsx = require.resolve('tsx/cjs/api');
  } catch {
    return Promise.resolve(indexSite(outDir, siteDir));
  }
  const code = `
const {parentPort, workerData} = require('node:worker_threads');
require(workerData.tsx).register();
parentPort.postMessage(require(workerData.module).indexSite(workerData.outDir, workerData.siteDir));
`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: {tsx, module: path.join(__dirname, 'indexSite.ts'), outDir, siteDir},
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the search index worker exited with ${code}`));
    });
  });
}

export default function localSearchPlugin(context: LoadContext, options: {enabled: boolean}): Plugin {
  return {
    name: 'local-search',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsOutsideWorker}}}};
    },
    async postBuild({outDir}) {
      if (!options.enabled) return;
      const started = performance.now();
      const {records, shards} = await indexSiteInWorker(outDir, context.siteDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[local-search] ${records} records, ${shards} snippet shards, in ${seconds} s`);
    },
  };
}
