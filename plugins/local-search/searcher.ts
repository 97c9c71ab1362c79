/**
 * The local search itself: the subset of Algolia's search client that the DocSearch modal
 * and the /search page call (`search({requests})`), answered from the index files of this
 * build. The index is fetched on the first search (or `preload`), the snippet shards only
 * for the hits shown (a shard that fails costs only its hits' snippets): at once by default, or (`snippets: 'cached'`) never by the search
 * itself, so that the modal can rank each keystroke from the index alone and fetch the
 * shards (`loadShards`) once the query has settled. It runs in the search worker
 * (worker.ts), or on the page when no worker can start (client.ts).
 */
import {
  MANIFEST_PATH,
  rank,
  suggest,
  toDocSearchHit,
  type DocSearchHit,
  type Manifest,
  type SearchIndex,
} from './engine';
import {openIndex, type IndexFile} from './indexFile';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  /** With `snippets: 'cached'`: the shards holding the shown hits' texts that are not loaded yet. */
  pendingShards?: number[];
  /** With no hits: the query with its misspelt words corrected, when that finds results. */
  suggestion?: string;
}

export interface SearchOptions {
  /**
   * 'load' (default) waits for the shown hits' texts (a hit whose shard fails has none);
   * 'cached' uses only shards already loaded.
   */
  snippets?: 'load' | 'cached';
}

export interface Searcher {
  search(params: {requests: SearchRequest[]}, options?: SearchOptions): Promise<{results: SearchResponse[]}>;
  /** Fetches snippet shards (numbers from `pendingShards`); rejects if one fails. */
  loadShards(shards: number[]): Promise<void>;
  preload(): Promise<void>;
}

/** One call of a searcher's method, as the page sends it to the search worker. */
export type SearcherCall = {[M in keyof Searcher]: {method: M; args: Parameters<Searcher[M]>}}[keyof Searcher];

export function callSearcher(searcher: Searcher, call: SearcherCall): Promise<unknown> {
  switch (call.method) {
    case 'search':
      return searcher.search(...call.args);
    case 'loadShards':
      return searcher.loadShards(...call.args);
    case 'preload':
      return searcher.preload();
  }
}

/** DocSearch shows "Unable to fetch results" only for Algolia's RetryError, so failures carry that name. */
export class SearchFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new SearchFetchError(`Search index unreachable: ${url} (${String(error)})`);
  }
  if (!response.ok) throw new SearchFetchError(`Search index ${url} answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new SearchFetchError(`Search index ${url} is not valid JSON`);
  }
}

/** `base` is the site's base URL, ending with a slash; `origin` makes the hits' URLs absolute. */
export function createSearcher(base: string, origin: string): Searcher {
  const dir = `${base}${MANIFEST_PATH.slice(0, MANIFEST_PATH.lastIndexOf('/') + 1)}`;
  let loading: Promise<{index: SearchIndex; manifest: Manifest}> | null = null;
  const shards = new Map<number, Promise<Record<number, string>>>();
  const loadedShards = new Map<number, Record<number, string>>();

  // A failed load is forgotten, so the next keystroke retries once the files are back.
  const load = () => {
    loading ??= (async () => {
      const manifest = await fetchJson<Manifest>(`${base}${MANIFEST_PATH}`);
      const file = await fetchJson<IndexFile>(`${dir}${manifest.index}`);
      return {manifest, index: openIndex(file)};
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const shard = (manifest: Manifest, n: number) => {
    let promise = shards.get(n);
    if (!promise) {
      promise = fetchJson<Record<number, string>>(`${dir}${manifest.shards[n]}`).then(
        (texts) => {
          loadedShards.set(n, texts);
          return texts;
        },
        (error: unknown) => {
          shards.delete(n);
          throw error;
        },
      );
      shards.set(n, promise);
    }
    return promise;
  };

  const searchOne = async (request: SearchRequest, snippets: 'load' | 'cached'): Promise<SearchResponse> => {
    const started = performance.now();
    const query = request.query ?? '';
    const hitsPerPage = request.hitsPerPage ?? 20;
    const page = request.page ?? 0;
    const {index, manifest} = await load();
    const ranked = rank(index, query);
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const needed = [...new Set(shown.map((h) => index.docs[h.id]![7]))];
    const texts: Record<number, string> = {};
    let pendingShards: number[] | undefined;
    if (snippets === 'load') {
      // The index has ranked the hits: a shard that cannot be fetched costs only its hits'
      // snippets (the next search asks for it again), not the results.
      await Promise.all(
        needed.map((n) =>
          shard(manifest, n).then(
            (t) => Object.assign(texts, t),
            (error: unknown) => console.warn('Search snippets unavailable', error),
          ),
        ),
      );
    } else {
      // The ranking never depends on the texts: hits show from the index alone.
      pendingShards = needed.filter((n) => !loadedShards.has(n));
      for (const n of needed) Object.assign(texts, loadedShards.get(n));
    }
    const words = snippetWords(request.attributesToSnippet);
    const suggestion = ranked.length === 0 ? suggest(index, query) : null;
    return {
      hits: shown.map((h) => toDocSearchHit(index, h, texts[h.id] ?? null, origin, words)),
      nbHits: ranked.length,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      page,
      hitsPerPage,
      query,
      processingTimeMS: Math.round(performance.now() - started),
      ...(pendingShards && {pendingShards}),
      ...(suggestion && {suggestion}),
    };
  };

  return {
    async search({requests}, {snippets = 'load'} = {}) {
      return {results: await Promise.all(requests.map((r) => searchOne(r, snippets)))};
    },
    async loadShards(numbers) {
      const {manifest} = await load();
      await Promise.all(numbers.map((n) => shard(manifest, n)));
    },
    async preload() {
      await load();
    },
  };
}

/** DocSearch asks for `content:N` snippets of N words; twice that reads better in a list. */
function snippetWords(attributes: string[] | undefined): number {
  const spec = attributes?.find((a) => a.startsWith('content:'));
  const n = spec ? Number(spec.slice('content:'.length)) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.max(n * 2, 16) : 24;
}
