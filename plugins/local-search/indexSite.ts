/**
 * The search index of a finished build, written into it: the records of every page (each
 * page's from the cache when its indexed parts are those of the previous build) packed
 * into the index and snippet files. The plugin runs it in a worker thread (./index.ts).
 * When the records are those of the previous build, so is the index: its files are kept in
 * the cache too, and a rebuild of unchanged pages writes them without packing them again
 * (about 0.7 s of the worker's 1.2 s).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SearchRecord} from './engine';
import {extractionVersion, extractSite, type RecordCache} from './extract';
import {buildIndex, writeIndex, type BuiltIndex} from './writeIndex';

/** The last index built, as cached: the key of what it was built from, its manifest and files. */
interface IndexCache {
  key: string;
  manifest: BuiltIndex['manifest'];
  files: [string, string][];
}

/** What the index is made of: the records, the code of this folder (the packing) and the packages. */
function indexKey(records: SearchRecord[], version: string): string {
  const hash = createHash('sha256').update(version);
  for (const name of readdirSync(__dirname)
    .filter((f) => /\.[cm]?[jt]s$/.test(f))
    .sort())
    hash.update(name).update(readFileSync(path.join(__dirname, name)));
  return hash.update(JSON.stringify(records)).digest('hex');
}

/** The index of `records`: the cached one when it was built from the same, else built and cached. */
function cachedIndex(file: string, records: SearchRecord[], version: string): BuiltIndex {
  const key = indexKey(records, version);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as IndexCache;
    if (cached.key === key) return {manifest: cached.manifest, files: new Map(cached.files)};
  } catch {
    // none yet, or unreadable: build it
  }
  const built = buildIndex(records);
  const entry: IndexCache = {key, manifest: built.manifest, files: [...built.files]};
  // Under a temporary name first: another build of the site may read it meanwhile.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(entry));
  renameSync(temporary, file);
  return built;
}

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
  const version = extractionVersion(siteDir);
  const cache = readRecordCache(cacheFile, version);
  const records = extractSite(outDir, cache);
  mkdirSync(path.dirname(cacheFile), {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(cache));
  const built = cachedIndex(path.join(path.dirname(cacheFile), 'index.json'), records, version);
  writeIndex(outDir, built);
  return {records: built.manifest.records, shards: built.manifest.shards.length};
}
