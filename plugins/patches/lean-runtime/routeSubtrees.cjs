// @ts-check
/**
 * Which parts of the route table load on demand (client production build; read by
 * routesLoader.cjs, registryLoader.cjs and routesChunkNamesLoader.cjs, which must agree).
 *
 * Docusaurus' route table lists every route of the site, and every page downloads all of
 * it with the registry of every route chunk: here ~450 routes, about 16 KB gzip, on each
 * page. Most of it is the nested routes of the two docs plugins (the docs and the GraphQL
 * reference), and a page needs only the routes of its own plugin. So each top-level route
 * with nested routes becomes a "subtree": it stays in the table with `routes: []`, and its
 * nested routes, their chunk names and the registry entries no other route uses move to
 * a module of their own, loaded before the router matches inside it (./lazyRoutes.ts).
 *
 * That module goes into the chunk of a registry entry that every page of the subtree
 * renders and that only the subtree uses (its host): the props of its one child route, the
 * docs plugin's version root. A page's HTML lists its route chunks (registryLoader.cjs
 * reports them while server-rendering), so it lists the host, and the subtree arrives
 * with the page's other scripts rather than after main has run.
 *
 * A subtree's pages (the doc root's routes) are further split into groups by their path
 * below the subtree's root (/concepts, /guides, ...; a group larger than MAX_GROUP by the
 * next segment too; groups smaller than MIN_GROUP together in one). The doc root keeps
 * `routes: []` and `lazyGroups`, and a group loads when a path first falls in it. A
 * group's module has a chunk of its own; the client manifest lists it beside each chunk
 * only its pages use (./groupManifest.ts), so a page's HTML lists its group too.
 *
 * The same for the sidebars of a docs plugin that has more than one: the plugin's version
 * data (the host) keeps their names, each sidebar's items load as a chunk of their own
 * (./sidebarPropsLoader.cjs), listed beside each chunk only pages with that sidebar use.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');

/**
 * @typedef {object} Subtree
 * @property {number} index its position among the subtrees
 * @property {number} open line of `    routes: [` (0-based)
 * @property {number} close line of its closing `    ]`
 * @property {string[]} lines the nested routes' code, as written
 * @property {Set<string>} routeKeys keys of its routes in routesChunkNames.json (`path-hash`)
 * @property {Set<string>} ownChunks chunk names that only its routes use
 * @property {string} host the own chunk its module joins
 * @property {{open: number, close: number} | null} leaves lines (in `lines`) of the doc
 *   root's `routes: [` and of its closing `]`, when its pages are grouped
 * @property {RouteGroup[]} groups
 * @property {Record<string, number>} prefixes each group's path prefixes (lower case), by group
 * @property {SidebarChunks[]} sidebars the sidebars its pages show, when more than one
 */

/**
 * @typedef {object} SidebarChunks
 * @property {string} name
 * @property {Set<string>} chunks chunks that only pages with this sidebar use
 */

/**
 * @typedef {object} RouteGroup
 * @property {string[]} lines its routes' code, as written, each ending in `},`
 * @property {Set<string>} routeKeys
 * @property {Set<string>} ownChunks chunk names that only its routes use
 */

const ROUTE_KEY = /ComponentCreator\('((?:[^'\\]|\\.)*)', '((?:[^'\\]|\\.)*)'\)/g;
// Fewer nested routes than this are left in the table: a chunk of their own would cost more than it saves.
const MIN_ROUTES = 20;
// Groups of pages: one with more routes than MAX_GROUP splits by the next path segment,
// and those with fewer than MIN_GROUP share one group.
const MAX_GROUP = 100;
const MIN_GROUP = 8;

/** @param {unknown} value @returns {string[]} the chunk names in a routesChunkNames.json entry */
function chunksOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunksOf);
  return [];
}

/**
 * The chunks each owner alone uses: `ownerOf` says whose each route is (a subtree, a group
 * of pages, a sidebar), and a chunk that routes of two owners use is neither's.
 * @template T
 * @param {Iterable<string>} keys the routes (`path-hash` keys of routesChunkNames)
 * @param {Record<string, unknown>} chunkNames
 * @param {(key: string) => T} ownerOf
 * @returns {(owner: T) => Set<string>}
 */
function ownChunksOf(keys, chunkNames, ownerOf) {
  /** @type {Map<string, Set<T>>} */
  const users = new Map();
  for (const key of keys)
    for (const chunk of chunksOf(chunkNames[key])) {
      const set = users.get(chunk) ?? new Set();
      set.add(ownerOf(key));
      users.set(chunk, set);
    }
  return (owner) => new Set([...users].filter(([, by]) => by.size === 1 && by.has(owner)).map(([chunk]) => chunk));
}

/** @param {string} code @returns {string[]} the `path-hash` keys of the routes in some route-table code */
function routeKeys(code) {
  return [...code.matchAll(ROUTE_KEY)].map((m) => `${unquote(m[1])}-${m[2]}`);
}

/** A route path as routes.js writes it (Docusaurus escapes its quotes only) -> the path. */
const unquote = (/** @type {string} */ written) => written.replace(/\\'/g, "'");

/**
 * The pages of a subtree: the items of its deepest `routes: [` (the doc root's), each a
 * route without nested routes.
 * @param {string[]} lines a subtree's lines
 * @returns {{open: number, close: number, items: string[][]} | null}
 */
function leafList(lines) {
  const depth = (/** @type {string} */ line) => /^( *)routes: \[$/.exec(line)?.[1].length ?? -1;
  const indent = Math.max(...lines.map(depth));
  const opens = lines.flatMap((line, i) => (depth(line) === indent ? [i] : []));
  if (indent < 0 || opens.length !== 1) return null;
  const open = opens[0];
  const close = lines.findIndex((line, j) => j > open && new RegExp(`^ {${indent}}\\],?$`).test(line));
  const start = `${' '.repeat(indent + 2)}{`;
  const end = new RegExp(`^ {${indent + 2}}\\},?$`);
  /** @type {string[][]} */
  const items = [];
  /** @type {string[] | null} */
  let item = null;
  for (const line of lines.slice(open + 1, close)) {
    if (!item && line === start) item = [line];
    else if (item) {
      item.push(line);
      if (end.test(line)) {
        items.push(item);
        item = null;
      }
    } else return null;
  }
  return close > open && !item ? {open, close, items} : null;
}

/**
 * Groups pages by their path below `root`: by first segment, a group over MAX_GROUP by the
 * next one too when that makes two groups of MIN_GROUP or more (its pages at the prefix
 * itself keep the prefix), and those under MIN_GROUP together in the last group.
 * @template T
 * @param {Array<{path: string, item: T}>} pages
 * @param {string} root the subtree root's path
 * @returns {{groups: T[][], prefixes: Record<string, number>}}
 */
function groupPages(pages, root) {
  const base = root.replace(/\/$/, '').toLowerCase();
  /** @type {Array<{prefix: string, items: T[]}>} */
  const found = [];
  /** @param {Array<{path: string, item: T}>} list @param {number} depth */
  const byPrefix = (list, depth) => {
    /** @type {Map<string, Array<{path: string, item: T}>>} */
    const map = new Map();
    for (const page of list) {
      const segments = page.path.toLowerCase().slice(base.length).split('/').filter(Boolean);
      const prefix = `${base}/${segments.slice(0, depth).join('/')}`.replace(/\/$/, '') || '/';
      map.set(prefix, [...(map.get(prefix) ?? []), page]);
    }
    return map;
  };
  /** @param {Array<{path: string, item: T}>} list @param {number} depth */
  const split = (list, depth) => {
    for (const [prefix, group] of byPrefix(list, depth)) {
      // A large group splits when that makes at least two groups worth a chunk (not, say,
      // a folder of 140 single pages).
      const deeper = group.filter((p) => p.path.toLowerCase().replace(/\/$/, '') !== prefix);
      const worth = [...byPrefix(deeper, depth + 1).values()].filter((g) => g.length >= MIN_GROUP).length;
      if (group.length > MAX_GROUP && worth >= 2) {
        if (deeper.length < group.length)
          found.push({prefix, items: group.filter((p) => !deeper.includes(p)).map((p) => p.item)});
        split(deeper, depth + 1);
      } else found.push({prefix, items: group.map((p) => p.item)});
    }
  };
  split(pages, 1);
  const big = found.filter((g) => g.items.length >= MIN_GROUP);
  const small = found.filter((g) => g.items.length < MIN_GROUP);
  const groups = [...big.map((g) => g.items), ...(small.length ? [small.flatMap((g) => g.items)] : [])];
  /** @type {Record<string, number>} */
  const prefixes = {};
  big.forEach((g, i) => (prefixes[g.prefix] = i));
  for (const g of small) prefixes[g.prefix] = big.length;
  return {groups, prefixes};
}

/**
 * @param {string} routesSource the generated routes.js
 * @param {Record<string, unknown>} chunkNames the generated routesChunkNames.json, parsed
 * @returns {Subtree[]}
 */
function findSubtrees(routesSource, chunkNames) {
  const lines = routesSource.split('\n');
  /** @type {Array<Omit<Subtree, 'ownChunks' | 'host' | 'index' | 'leaves' | 'groups' | 'prefixes' | 'sidebars'>>} */
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '    routes: [') continue;
    const close = lines.findIndex((line, j) => j > i && /^ {4}\],?$/.test(line));
    if (close < 0)
      throw new Error(
        "plugins/patches/lean-runtime: a top-level route of .docusaurus/routes.js opens `routes: [` and never closes it (routeSubtrees.cjs); Docusaurus changed the table's layout.",
      );
    const nested = lines.slice(i + 1, close);
    const keys = routeKeys(nested.join('\n'));
    if (keys.length >= MIN_ROUTES) found.push({open: i, close, lines: nested, routeKeys: new Set(keys)});
    i = close;
  }
  // Chunks used by a route outside a subtree (or by another subtree) stay in the main registry.
  const own = ownChunksOf(Object.keys(chunkNames), chunkNames, (key) => found.findIndex((s) => s.routeKeys.has(key)));
  /** @type {Subtree[]} */
  const subtrees = [];
  for (const [n, s] of found.entries()) {
    const ownChunks = own(n);
    // The first nested route, when it is the only one at its level, is rendered by every
    // page below; its props (the docs plugin's version data) are the subtree's own.
    const first = routeKeys(s.lines.join('\n'))[0];
    const onlyChild = s.lines.filter((line) => line === '      {').length === 1;
    const props = /** @type {{__props?: unknown} | undefined} */ (first ? chunkNames[first] : undefined)?.__props;
    const host = onlyChild && typeof props === 'string' && ownChunks.has(props) ? props : undefined;
    if (!host) continue;
    const leaves = leafList(s.lines);
    subtrees.push({
      ...s,
      index: subtrees.length,
      ownChunks,
      host,
      ...pageGroups(s.lines, leaves, chunkNames),
      sidebars: sidebarChunks(s.lines, leaves, chunkNames),
    });
  }
  return subtrees;
}

/**
 * A subtree's pages in groups (see groupPages), each with the chunks only its pages use.
 * A page none of whose chunks is its group's own (so its HTML could not list the group)
 * stops the build. No groups when the subtree's pages do not make two.
 * @param {string[]} lines a subtree's lines
 * @param {ReturnType<typeof leafList>} list its pages (leafList)
 * @param {Record<string, unknown>} chunkNames
 * @returns {Pick<Subtree, 'leaves' | 'groups' | 'prefixes'>}
 */
function pageGroups(lines, list, chunkNames) {
  const none = {leaves: null, groups: [], prefixes: {}};
  const root = /^\s*path: '((?:[^'\\]|\\.)*)',$/.exec(lines.find((line) => /^\s*path: '/.test(line)) ?? '')?.[1];
  if (!list || root === undefined) return none;
  const rootPath = unquote(root);
  const pages = list.items.map((item) => {
    const key = routeKeys(item.join('\n'))[0];
    const pagePath = /^\s*path: '((?:[^'\\]|\\.)*)',$/.exec(item.find((line) => /^\s*path: '/.test(line)) ?? '')?.[1];
    return {path: unquote(pagePath ?? ''), item: {lines: item, key}};
  });
  if (pages.some((p) => !p.path || !p.item.key)) return none;
  const {groups, prefixes} = groupPages(pages, rootPath);
  if (groups.length < 2) return none;
  // Whose each route is: a group (its index), or -1 for the subtree's other routes.
  const groupOf = new Map(groups.flatMap((items, g) => items.map((it) => [it.key, g])));
  const own = ownChunksOf(routeKeys(lines.join('\n')), chunkNames, (key) => groupOf.get(key) ?? -1);
  const owned = groups.map((_, g) => own(g));
  // Each grouped page must have a chunk of its group's own, which its HTML lists the group beside.
  for (const [g, items] of groups.entries())
    for (const it of items)
      if (!chunksOf(chunkNames[it.key]).some((c) => owned[g].has(c)))
        throw new Error(
          `plugins/patches/lean-runtime: the route ${it.key} has no chunk of its own, so its page could not list its route group (routeSubtrees.cjs).`,
        );
  return {
    leaves: {open: list.open, close: list.close},
    groups: groups.map((items, g) => ({
      lines: items.flatMap((it) => [...it.lines.slice(0, -1), `${(it.lines.at(-1) ?? '').replace(/,$/, '')},`]),
      routeKeys: new Set(items.map((it) => it.key)),
      ownChunks: owned[g],
    })),
    prefixes,
  };
}

/**
 * The sidebars a subtree's pages show, when more than one, each with the chunks that only
 * pages showing it use. A page with a sidebar but no such chunk (so its HTML could not
 * list its sidebar) stops the build.
 * @param {string[]} lines a subtree's lines
 * @param {ReturnType<typeof leafList>} list its pages (leafList)
 * @param {Record<string, unknown>} chunkNames
 * @returns {SidebarChunks[]}
 */
function sidebarChunks(lines, list, chunkNames) {
  if (!list) return [];
  // Each page's sidebar, as routes.js writes it (a JSON string).
  const sidebarOf = new Map(
    list.items.map((item) => {
      const written = /^\s*sidebar: ("(?:[^"\\]|\\.)*"),?$/.exec(
        item.find((line) => /^\s*sidebar: "/.test(line)) ?? '',
      );
      return [routeKeys(item.join('\n'))[0] ?? '', written ? String(JSON.parse(written[1])) : undefined];
    }),
  );
  const names = [...new Set([...sidebarOf.values()].flatMap((name) => (name === undefined ? [] : [name])))];
  if (names.length < 2) return [];
  // Whose each route is: the sidebar of a page ('' for any other route).
  const own = ownChunksOf(routeKeys(lines.join('\n')), chunkNames, (key) => sidebarOf.get(key) ?? '');
  const sidebars = names.map((name) => ({name, chunks: own(name)}));
  for (const [key, name] of sidebarOf) {
    const sidebar = sidebars.find((sb) => sb.name === name);
    if (sidebar && !chunksOf(chunkNames[key]).some((c) => sidebar.chunks.has(c)))
      throw new Error(
        `plugins/patches/lean-runtime: the route ${key} has no chunk that only pages with its sidebar use, so its page could not list the sidebar (routeSubtrees.cjs).`,
      );
  }
  return sidebars;
}

/**
 * The subtrees of the generated files beside one of them (a loader's resource), read from
 * disk; the loader is told to rebuild when either file changes.
 * @param {{resourcePath: string, addDependency(file: string): void}} loader
 */
function subtreesBeside(loader) {
  const dir = path.dirname(loader.resourcePath);
  const routesFile = path.join(dir, 'routes.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  loader.addDependency(routesFile);
  loader.addDependency(chunkNamesFile);
  return findSubtrees(readFileSync(routesFile, 'utf8'), JSON.parse(readFileSync(chunkNamesFile, 'utf8')));
}

module.exports = {findSubtrees, subtreesBeside, chunksOf, groupPages, MIN_ROUTES, MIN_GROUP, MAX_GROUP};
