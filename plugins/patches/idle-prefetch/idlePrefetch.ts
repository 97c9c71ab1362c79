/**
 * Docusaurus prefetches the route of every internal link as soon as it scrolls into view,
 * and each prefetch walks the whole route table (this site has over 440 routes). A page
 * with dozens of links on screen then spends hundreds of milliseconds of main-thread work
 * in one go right after it hydrates, just when the reader starts to scroll or click.
 *
 * This module keeps Docusaurus's behaviour (the same routes get prefetched, hover preloads
 * are untouched) but queues the prefetches until the reader first scrolls, points, touches
 * or types, or until a few seconds after the page has loaded, and then runs them one per
 * idle period: a reader cannot follow a link before that, and the page answers input
 * sooner. The client API object is frozen and assigned to `window.docusaurus` by the
 * client entry after the client modules load, so the wrapping happens when that
 * assignment does.
 */
import {readerReady, whenIdle} from '../../../src/utils/readerReady';

type ClientApi = {
  prefetch: (routePath: string) => boolean | Promise<unknown>;
  preload: (routePath: string) => boolean | Promise<unknown>;
};

export function idlePrefetching(
  api: ClientApi,
  schedule: (run: () => void) => unknown = whenIdle,
  ready: Promise<void> = Promise.resolve(),
): ClientApi {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;
  let started = false;
  const start = () => {
    started = true;
    if (queue.length > 0 && !scheduled) {
      scheduled = true;
      schedule(next);
    }
  };
  void ready.then(start);
  const next = () => {
    scheduled = false;
    const routePath = queue.shift();
    if (routePath === undefined) return;
    void api.prefetch(routePath);
    if (queue.length > 0) {
      scheduled = true;
      schedule(next);
    }
  };
  return Object.freeze({
    prefetch(routePath: string) {
      if (queued.has(routePath)) return false;
      queued.add(routePath);
      queue.push(routePath);
      if (started && !scheduled) {
        scheduled = true;
        schedule(next);
      }
      return true;
    },
    preload: (routePath: string) => api.preload(routePath),
  });
}

if (typeof window !== 'undefined') {
  let current: ClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (api: ClientApi) => {
      current = idlePrefetching(api, whenIdle, readerReady());
    },
  });
}
