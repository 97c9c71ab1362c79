/**
 * Writes the local search index into the build: a content-hashed index file (what the
 * ranking needs, in the format of indexFile.ts), content-hashed
 * snippet shards (each record's text, fetched only for the hits shown) and a small
 * manifest with a fixed name that points at them.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {MANIFEST_PATH, type Manifest, type SearchRecord} from './engine';
import {packIndex} from './indexFile';

/** Records per snippet shard: whole pages, in URL order, about this many characters of text each. */
export const SHARD_CHARS = 40_000;

export interface BuiltIndex {
  manifest: Manifest;
  /** File name (relative to the search-index folder) → contents. */
  files: Map<string, string>;
}

/**
 * The names of the content-hashed files: `index.<hash>.json` and `snippets-<n>.<hash>.json`,
 * the hash being the first 10 hex digits of the SHA-256 of the contents. A file under such
 * a name never changes, so servers cache it for a year (deploy/nginx.conf, the CDN rules
 * of scripts/postbuild.ts); manifest.json keeps its name and is revalidated.
 */
export const HASHED_FILE_NAME = /^(?:index|snippets-[0-9]+)\.[0-9a-f]{10}\.json$/;

function hashed(name: string, body: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return `${name}.${hash}.json`;
}

/** Splits records into shards without cutting a page in two. */
function assignShards(records: SearchRecord[]): number[] {
  const shardOf: number[] = [];
  let shard = 0;
  let size = 0;
  records.forEach((record, i) => {
    const newPage = record.type === 'lvl1';
    if (newPage && size >= SHARD_CHARS && i > 0) {
      shard += 1;
      size = 0;
    }
    shardOf.push(shard);
    size += record.content.length;
  });
  return shardOf;
}

export function buildIndex(records: SearchRecord[]): BuiltIndex {
  const shardOf = assignShards(records);
  const index = packIndex(records, shardOf);

  const files = new Map<string, string>();
  const indexBody = JSON.stringify(index);
  const indexName = hashed('index', indexBody);
  files.set(indexName, indexBody);

  const shardCount = (shardOf.at(-1) ?? -1) + 1;
  const shards: string[] = [];
  for (let s = 0; s < shardCount; s++) {
    // {record id: text}: a hit's text is one lookup away once its shard is loaded.
    const texts: Record<number, string> = {};
    records.forEach((r, i) => {
      if (shardOf[i] === s && r.content) texts[i] = r.content;
    });
    const body = JSON.stringify(texts);
    const name = hashed(`snippets-${s}`, body);
    files.set(name, body);
    shards.push(name);
  }
  return {manifest: {version: 1, index: indexName, shards, records: records.length}, files};
}

/** Replaces build/search-index with the given index. */
export function writeIndex(outDir: string, built: BuiltIndex): void {
  const dir = path.join(outDir, path.dirname(MANIFEST_PATH));
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const [name, body] of built.files) writeFileSync(path.join(dir, name), body);
  writeFileSync(path.join(outDir, MANIFEST_PATH), JSON.stringify(built.manifest));
}

export function indexFileNames(outDir: string): string[] {
  return readdirSync(path.join(outDir, path.dirname(MANIFEST_PATH)));
}
