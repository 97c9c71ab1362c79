/**
 * local-search: builds the offline search index from the rendered pages after every
 * production build (postBuild), into build/search-index/. Skipped when hosted Algolia
 * is configured, since nothing would fetch it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractSite} from './extract';
import {buildIndex, writeIndex} from './writeIndex';

export default function localSearchPlugin(_context: LoadContext, options: {enabled: boolean}): Plugin {
  return {
    name: 'local-search',
    async postBuild({outDir}) {
      if (!options.enabled) return;
      const started = performance.now();
      const built = buildIndex(extractSite(outDir));
      writeIndex(outDir, built);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[local-search] ${built.manifest.records} records, ${built.manifest.shards.length} snippet shards, in ${seconds} s`);
    },
  };
}
