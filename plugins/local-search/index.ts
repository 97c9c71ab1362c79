/**
 * local-search: builds the offline search index from the rendered pages after every
 * production build (postBuild), into build/search-index/. Skipped when hosted Algolia
 * is configured, since nothing would fetch it. A page whose indexed parts are those of the
 * previous build takes its records from node_modules/.cache/local-search. In the client
 * build, the search worker's script carries MiniSearch itself, so the worker fetches no
 * second script before it can ask for the index (one round trip fewer before the first
 * results).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractionVersion, extractSite, type RecordCache} from './extract';
import {buildIndex, writeIndex} from './writeIndex';

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

function readRecordCache(file: string, version: string): RecordCache {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as RecordCache;
    if (cache.version === version) return cache;
  } catch {
    // none yet, or unreadable: extract every page
  }
  return {version, pages: {}};
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
      // Each page's records, kept by page for the next build (extract.ts: RecordCache).
      const cacheFile = path.join(context.siteDir, 'node_modules/.cache/local-search/records.json');
      const version = extractionVersion(context.siteDir);
      const cache = readRecordCache(cacheFile, version);
      const built = buildIndex(extractSite(outDir, cache));
      mkdirSync(path.dirname(cacheFile), {recursive: true});
      writeFileSync(cacheFile, JSON.stringify(cache));
      writeIndex(outDir, built);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[local-search] ${built.manifest.records} records, ${built.manifest.shards.length} snippet shards, in ${seconds} s`,
      );
    },
  };
}
