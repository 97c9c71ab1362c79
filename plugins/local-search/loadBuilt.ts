/**
 * Reads the index a build wrote (build/search-index), for Node: the CLI, the relevance
 * suite and the benchmark search exactly the files the browser fetches.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ESCAPES, MANIFEST_PATH, rank, suggest, toDocSearchHit, type Manifest, type SearchIndex} from './engine';
import {openIndex, type IndexFile} from './indexFile';

export interface BuiltSearch {
  manifest: Manifest;
  index: SearchIndex;
  texts: Record<number, string>;
}

export function loadBuiltSearch(buildDir: string): BuiltSearch {
  const manifestFile = path.join(buildDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) {
    throw new Error(`No search index at ${manifestFile}: run \`npm run build\` first (without ALGOLIA_* keys).`);
  }
  const dir = path.dirname(manifestFile);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const index = openIndex(JSON.parse(readFileSync(path.join(dir, manifest.index), 'utf8')) as IndexFile);
  const texts: Record<number, string> = {};
  for (const shard of manifest.shards) Object.assign(texts, JSON.parse(readFileSync(path.join(dir, shard), 'utf8')));
  return {manifest, index, texts};
}

export interface CliHit {
  url: string;
  title: string;
  hierarchy: {lvl0: string | null; lvl1: string; lvl2: string | null; lvl3: string | null};
  type: string;
  snippet: string | null;
  score: number;
}

/** Ranked hits, best first, as the browser ranks them (same `rank`, same hit shape). */
export function searchBuilt(built: BuiltSearch, query: string, limit = 20): CliHit[] {
  return rank(built.index, query)
    .slice(0, limit)
    .map((ranked) => {
      const hit = toDocSearchHit(built.index, ranked, built.texts[ranked.id] ?? null, 'http://localhost');
      const {lvl0, lvl1, lvl2, lvl3} = hit.hierarchy;
      const url = new URL(hit.url);
      return {
        url: `${url.pathname}${url.hash}`,
        title: lvl3 ?? lvl2 ?? lvl1 ?? '',
        hierarchy: {lvl0, lvl1: lvl1 ?? '', lvl2, lvl3},
        type: hit.type,
        snippet: hit._snippetResult.content ? snippetText(hit._snippetResult.content.value) : null,
        score: Math.round(ranked.score * 1000) / 1000,
      };
    });
}

/** escapeHtml's table the other way round: entity → character. */
const ENTITIES = new Map(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));
const ENTITY = new RegExp([...ENTITIES.keys()].join('|'), 'g');

/** The highlighted snippet (HTML, escaped by the engine's escapeHtml) as the plain text the reader sees. */
export function snippetText(html: string): string {
  return html.replace(/<\/?mark>/g, '').replace(ENTITY, (e) => ENTITIES.get(e)!);
}

/** For a query with no hits: the corrected query that finds results, as the browser suggests it. */
export function suggestBuilt(built: BuiltSearch, query: string): string | null {
  return suggest(built.index, query);
}
