/**
 * Every address the site has published: the route paths of every committed version of
 * routes.json, read from git. A path there that no page answers now has moved or gone, and
 * needs a redirect (config/redirects.json): check:content and tests/unit/redirects.test.ts
 * say which. Without git, or in a shallow clone, only the history that is there is read.
 */
import {spawnSync} from 'node:child_process';
import {ROOT} from './manifest';

interface PublishedRoutes {
  /** Each path any committed routes.json listed, with the newest commit (short hash) that listed it. */
  paths: Map<string, string>;
  /** Why the history is missing or partial, when it is. */
  note?: string;
}

function git(root: string, args: string[]): string | null {
  const result = spawnSync('git', ['-C', root, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return result.status === 0 ? result.stdout : null;
}

/** The routes of one version of routes.json; none when it did not parse (nothing was published from it). */
function routesOf(text: string): {path: string}[] {
  try {
    return (JSON.parse(text) as {routes?: {path: string}[]}).routes ?? [];
  } catch {
    return [];
  }
}

export function publishedRoutes(root = ROOT): PublishedRoutes {
  const paths = new Map<string, string>();
  const log = git(root, ['log', '--format=%h', '--', 'routes.json']);
  if (log === null) return {paths, note: 'no git history: moved pages are not checked'};
  for (const commit of log.split('\n').filter(Boolean)) {
    const text = git(root, ['show', `${commit}:routes.json`]);
    if (text === null) continue;
    for (const {path} of routesOf(text)) if (!paths.has(path)) paths.set(path, commit);
  }
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
  return {paths, note: shallow ? 'shallow clone: only the fetched history of routes.json is checked' : undefined};
}

/**
 * The published paths that no current route answers and no redirect covers, each with the
 * newest commit that listed it. Drafts (routes.json `drafts`) are unpublished on purpose.
 */
export function unredirectedRoutes(
  published: Map<string, string>,
  current: Iterable<string>,
  redirectSources: Iterable<string>,
  drafts: Iterable<string> = [],
): {path: string; commit: string}[] {
  const answered = new Set([...current, ...redirectSources, ...drafts]);
  return [...published]
    .filter(([path]) => !answered.has(path))
    .map(([path, commit]) => ({path, commit}))
    .sort((a, b) => a.path.localeCompare(b.path));
}
