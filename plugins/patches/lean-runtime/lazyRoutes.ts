/**
 * Loads the route subtrees a path falls in (./routeSubtrees.cjs): a subtree's root route
 * carries `lazyRoutes`, which imports its nested routes, their chunk names and their
 * registry entries; they are added to the table and maps every other module reads, so
 * matching, rendering, prefetching and ComponentCreator then work as on a full table.
 * Docusaurus' preload and prefetch (./coreClientLoader.cjs) and the offline navigation
 * call it first. Without the patch no route has `lazyRoutes` and it does nothing.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import {matchRoutes, type RouteConfig} from 'react-router-config';

type SubtreeModule = {
  default: RouteConfig[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
};
type SubtreeRoot = RouteConfig & {routes: RouteConfig[]; lazyRoutes?: () => Promise<SubtreeModule>};

const loading = new WeakMap<SubtreeRoot, Promise<void>>();

function loadSubtree(root: SubtreeRoot, lazyRoutes: () => Promise<SubtreeModule>): Promise<void> {
  let pending = loading.get(root);
  if (!pending) {
    pending = lazyRoutes().then((subtree) => {
      if (!root.lazyRoutes) return;
      Object.assign(routesChunkNames, subtree.chunkNames);
      Object.assign(registry, subtree.registry);
      root.routes.push(...subtree.default);
      delete root.lazyRoutes;
    });
    loading.set(root, pending);
    // A failed load (offline, a new deployment) may be tried again.
    pending.catch(() => loading.delete(root));
  }
  return pending;
}

/**
 * Loads what the router needs to match these paths to the end; `null` when it has it
 * already, so callers can stay synchronous then (going back re-renders within popstate).
 */
export function loadRoutesFor(pathnames: readonly string[]): Promise<void> | null {
  const pending = pathnames
    .flatMap((pathname) => matchRoutes(routes, pathname))
    .map(({route}) => route as SubtreeRoot)
    .flatMap((route) => (route.lazyRoutes ? [loadSubtree(route, route.lazyRoutes)] : []));
  if (pending.length === 0) return null;
  // A subtree may hold further subtrees.
  return Promise.all(pending).then(() => loadRoutesFor(pathnames) ?? undefined);
}
