/**
 * Loads the route subtrees a path falls in (./routeSubtrees.cjs): a subtree's root route
 * carries `lazyRoutes`, which imports its nested routes, their chunk names and their
 * registry entries; they are added to the table and maps every other module reads, so
 * matching, rendering, prefetching and ComponentCreator then work as on a full table.
 * Within a subtree, the doc root carries `lazyGroups` instead: its pages come in groups,
 * each loaded when a path first falls under one of its prefixes. When a subtree's pages
 * show several sidebars, each sidebar's items load when a page that shows it is next.
 * Docusaurus' preload and prefetch (./coreClientLoader.cjs) and the offline navigation
 * call it first. Without the patch no route has either and it does nothing.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {groupOf, type GroupPrefixes} from './groupOf';

/** A subtree's version data, whose sidebars are `null` in the client, and an import of each sidebar's items. */
type Sidebars = {
  version: () => Promise<{default: {version: {docsSidebars: Record<string, unknown>}}}>;
  load: Record<string, () => Promise<{default: unknown}>>;
};
type RoutesModule = {
  default: RouteConfig[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
  sidebars?: Sidebars;
};
type Load = () => Promise<RoutesModule>;
type LazyGroups = {prefixes: GroupPrefixes; load: Load[]};
type LazyRoute = RouteConfig & {
  routes: RouteConfig[];
  lazyRoutes?: Load;
  lazyGroups?: LazyGroups;
  // Set on a subtree's root when its module loads.
  sidebars?: Sidebars;
  // A page's sidebar, as Docusaurus writes it in the route table.
  sidebar?: string;
};

const pending = new WeakMap<object, Promise<void>>();
// What has loaded (a group's import stays listed in `lazyGroups`, a sidebar's in `sidebars`).
const done = new WeakSet<object>();

/**
 * Runs `start` once for `key`: its promise while it runs, `null` once it has succeeded. A
 * failure (offline, a new deployment) lets the next navigation try again.
 */
function once(key: object, start: () => Promise<void>): Promise<void> | null {
  if (done.has(key)) return null;
  let running = pending.get(key);
  if (!running) {
    running = start().then(() => void done.add(key));
    pending.set(key, running);
    running.catch(() => pending.delete(key));
  }
  return running;
}

/** Imports a module of routes once, into `parent`'s routes. */
function loadInto(parent: LazyRoute, load: Load, then?: (module: RoutesModule) => void): Promise<void> | null {
  return once(load, () =>
    load().then((module) => {
      Object.assign(routesChunkNames, module.chunkNames);
      Object.assign(registry, module.registry);
      parent.routes.push(...module.default);
      then?.(module);
    }),
  );
}

function pendingFor(route: LazyRoute, pathname: string): Promise<void> | null {
  const {lazyRoutes, lazyGroups} = route;
  if (lazyRoutes)
    return loadInto(route, lazyRoutes, ({sidebars}) => {
      delete route.lazyRoutes;
      if (sidebars) route.sidebars = sidebars;
    });
  if (!lazyGroups) return null;
  const load = lazyGroups.load[groupOf(lazyGroups.prefixes, lazyGroups.load.length, pathname)];
  return load ? loadInto(route, load) : null;
}

/** Puts in the items of the sidebar of the page a branch of routes renders, when they load on their own and are not there yet. */
function pendingSidebar(branch: readonly LazyRoute[]): Promise<void> | null {
  const sidebars = branch.find((route) => route.sidebars)?.sidebars;
  const name = branch.at(-1)?.sidebar;
  const load = sidebars && name !== undefined ? sidebars.load[name] : undefined;
  if (!sidebars || !load) return null;
  return once(load, () =>
    Promise.all([sidebars.version(), load()]).then(([version, items]) => {
      version.default.version.docsSidebars[name!] = items.default;
    }),
  );
}

/**
 * Loads what the router needs to match these paths to the end; `null` when it has it
 * already, so callers can stay synchronous then (going back re-renders within popstate).
 */
export function loadRoutesFor(pathnames: readonly string[]): Promise<void> | null {
  const branches = pathnames.map((pathname) => ({
    pathname,
    branch: matchRoutes(routes, pathname).map(({route}) => route as LazyRoute),
  }));
  const pending = branches.flatMap(({pathname, branch}) =>
    branch.flatMap((route) => pendingFor(route, pathname) ?? []),
  );
  if (pending.length === 0) {
    // The routes are all there: the page's sidebar may still be missing.
    const sidebars = branches.flatMap(({branch}) => pendingSidebar(branch) ?? []);
    return sidebars.length === 0 ? null : Promise.all(sidebars).then(() => undefined);
  }
  // A subtree holds groups, and may hold further subtrees.
  return Promise.all(pending).then(() => loadRoutesFor(pathnames) ?? undefined);
}
