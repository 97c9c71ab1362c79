/**
 * The browser's local search client: the calls the DocSearch modal and /search make
 * (`search({requests})`, plus `loadShards` and `preload`), answered by the searcher
 * (searcher.ts) in a Web Worker (worker.ts), so that fetching and opening the index and
 * ranking each keystroke never block the page. Where no worker can start (no `Worker`,
 * or its script fails to load) or the worker fails, the same searcher runs on the page,
 * calls in flight included. Loaded with a dynamic import, so none of it is in a page's
 * initial JavaScript; the searcher's code itself is in the worker's chunk, and on the
 * page only if it has to fall back.
 */
import type {Searcher, SearcherCall, SearchRequest, SearchResponse} from './searcher';
import type {FromWorker, ToWorker} from './worker';

export type LocalSearchClient = Searcher & {addAlgoliaAgent(): void};

interface Pending {
  call: SearcherCall;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

function startWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    // The name is the worker chunk's name, which index.ts keeps whole (MiniSearch inside).
    return new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch (error) {
    console.warn('Search worker unavailable; searching on the page', error);
    return null;
  }
}

/** `base` is the site's base URL, ending with a slash. */
export function createLocalSearchClient(base: string): LocalSearchClient {
  const origin = window.location.origin;
  let onPage: Promise<(call: SearcherCall) => Promise<unknown>> | null = null;
  const runOnPage = (call: SearcherCall) => {
    onPage ??= import('./searcher').then(
      ({createSearcher, callSearcher}) => {
        const searcher = createSearcher(base, origin);
        return (next: SearcherCall) => callSearcher(searcher, next);
      },
      (error: unknown) => {
        onPage = null;
        throw error;
      },
    );
    return onPage.then((answer) => answer(call));
  };

  const pending = new Map<number, Pending>();
  let lastId = 0;
  let worker = startWorker();
  const post = (message: ToWorker) => worker!.postMessage(message);
  if (worker) {
    post({init: {base, origin}});
    worker.addEventListener('message', ({data}: MessageEvent<FromWorker>) => {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if ('error' in data) call.reject(Object.assign(new Error(data.error.message), {name: data.error.name}));
      else call.resolve(data.result);
    });
    // The worker's script did not load (or the worker crashed): the page takes over.
    worker.addEventListener('error', (event) => {
      console.warn('Search worker failed; searching on the page', event.message ?? event);
      worker?.terminate();
      worker = null;
      for (const [id, call] of pending) {
        pending.delete(id);
        runOnPage(call.call).then(call.resolve, call.reject);
      }
    });
  }

  const run = (call: SearcherCall): Promise<unknown> => {
    if (!worker) return runOnPage(call);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, {call, resolve, reject});
      post({id, ...call});
    });
  };

  return {
    search: ({requests}, options) =>
      run({
        method: 'search',
        // Only what the searcher reads: the rest of a request need not survive postMessage.
        args: [
          {
            requests: requests.map(({query, hitsPerPage, page, attributesToSnippet}): SearchRequest => ({
              query,
              hitsPerPage,
              page,
              attributesToSnippet,
            })),
          },
          options,
        ],
      }) as Promise<{results: SearchResponse[]}>,
    loadShards: (shards) => run({method: 'loadShards', args: [shards]}) as Promise<void>,
    preload: () => run({method: 'preload', args: []}) as Promise<void>,
    addAlgoliaAgent() {},
  };
}
