/**
 * Loads the route subtrees a path falls in (./routeSubtrees.cjs): a subtree's root route
 * carries `lazyRoutes`, which imports its nested routes, their chunk names and their
 * registry entries; they are added to the table and maps every other module reads, so
 * matching, rendering, prefetching and ComponentCreator then work as on a full table.
 * Within a subtree, the doc root carries `lazyGroups` instead: its pages come in groups,
 * each loaded when a path first falls under one of its prefixes.
 * Docusaurus' preload and prefetch (./coreClientLoader.cjs) and the offline navigation
 * call it first. Without the patch no route has either and it does nothing.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {groupOf, type GroupPrefixes} from './groupOf';

type RoutesModule = {
  default: RouteConfig[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
};
type Load = () => Promise<RoutesModule>;
type LazyGroups = {prefixes: GroupPrefixes; load: Load[]};
type LazyRoute = RouteConfig & {routes: RouteConfig[]; lazyRoutes?: Load; lazyGroups?: LazyGroups};

const loading = new WeakMap<Load, Promise<void>>();
// Groups whose routes are in the table (their imports stay listed in `lazyGroups`).
const loaded = new WeakSet<Load>();

/** Imports a module of routes once, into `parent`'s routes; a failed import may be tried again. */
function loadInto(parent: LazyRoute, load: Load, done: () => void): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then((module) => {
      Object.assign(routesChunkNames, module.chunkNames);
      Object.assign(registry, module.registry);
      parent.routes.push(...module.default);
      done();
    });
    loading.set(load, pending);
    // Offline, or a new deployment: the next navigation tries again.
    pending.catch(() => loading.delete(load));
  }
  return pending;
}

function pendingFor(route: LazyRoute, pathname: string): Promise<void> | null {
  const {lazyRoutes, lazyGroups} = route;
  if (lazyRoutes) return loadInto(route, lazyRoutes, () => delete route.lazyRoutes);
  if (!lazyGroups) return null;
  const load = lazyGroups.load[groupOf(lazyGroups.prefixes, lazyGroups.load.length, pathname)];
  if (!load || loaded.has(load)) return null;
  return loadInto(route, load, () => loaded.add(load));
}

/**
 * Loads what the router needs to match these paths to the end; `null` when it has it
 * already, so callers can stay synchronous then (going back re-renders within popstate).
 */
export function loadRoutesFor(pathnames: readonly string[]): Promise<void> | null {
  const pending = pathnames.flatMap((pathname) =>
    matchRoutes(routes, pathname).flatMap(({route}) => pendingFor(route as LazyRoute, pathname) ?? []),
  );
  if (pending.length === 0) return null;
  // A subtree holds groups, and may hold further subtrees.
  return Promise.all(pending).then(() => loadRoutesFor(pathnames) ?? undefined);
}
