/**
 * The search index of a finished build, written into it: the records of every page (each
 * page's from the cache when its indexed parts are those of the previous build) packed
 * into the index and snippet files. The plugin runs it in a worker thread (./index.ts).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractionVersion, extractSite, type RecordCache} from './extract';
import {buildIndex, writeIndex} from './writeIndex';

function readRecordCache(file: string, version: string): RecordCache {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as RecordCache;
    if (cache.version === version) return cache;
  } catch {
    // none yet, or unreadable: extract every page
  }
  return {version, pages: {}};
}

export function indexSite(outDir: string, siteDir: string): {records: number; shards: number} {
  const cacheFile = path.join(siteDir, 'node_modules/.cache/local-search/records.json');
  const cache = readRecordCache(cacheFile, extractionVersion(siteDir));
  const built = buildIndex(extractSite(outDir, cache));
  mkdirSync(path.dirname(cacheFile), {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(cache));
  writeIndex(outDir, built);
  return {records: built.manifest.records, shards: built.manifest.shards.length};
}
