/**
 * Moved addresses: config/redirects.json maps an old path to the route that now holds its
 * subject. It is the only place a redirect is written; the build turns it into
 *  - for nginx, a `map` from the requested path to its new route
 *    (build/.nginx/redirects.conf, included at the `http` level by deploy/nginx.conf), which
 *    deploy/sui-docs-server.conf answers with a 301 before its clean-URL rules;
 *  - for Netlify and Cloudflare Pages, `from to 301!` lines in build/_redirects;
 *  - for any other static host, a redirect page at each old path, written by the stock
 *    @docusaurus/plugin-client-redirects (docusaurus.config.ts). Its inline script names
 *    the target, so each target would need a hash of its own in the Content-Security-Policy;
 *    the build's last step gives every such page the same script, which reads the target
 *    from the page's canonical link, so one hash allows them all.
 * The checks (`redirectProblems`) run when the site is configured, in check:content and in
 * the unit tests; the deploy tests follow every redirect through nginx and Chromium.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface Redirect {
  /** The old address: a path that is no page of the site. */
  from: string;
  /** The route that holds its subject now (a path of routes.json). */
  to: string;
}

const REDIRECTS_FILE = path.join(__dirname, 'redirects.json');

/** A plain path: segments of letters, digits, `.`, `_`, `~` and `-`, no trailing slash, no query. */
const PLAIN_PATH = /^(\/[A-Za-z0-9._~-]+)+$/;

/**
 * The longest old address nginx's map hash holds with `map_hash_bucket_size 128`
 * (deploy/nginx.conf): a key and its pointers must fit one bucket.
 */
export const MAX_SOURCE_LENGTH = 100;

/** Reads the map; a key written twice (which JSON.parse would silently collapse) is an error. */
export function readRedirects(file = REDIRECTS_FILE): Redirect[] {
  const text = readFileSync(file, 'utf8');
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const match of text.matchAll(/^\s*"(\/[^"]*)"\s*:/gm)) {
    if (seen.has(match[1])) twice.add(match[1]);
    seen.add(match[1]);
  }
  if (twice.size) throw new Error(`${file}: ${[...twice].join(', ')} listed more than once`);
  const {redirects} = JSON.parse(text) as {redirects: Record<string, string>};
  return Object.entries(redirects).map(([from, to]) => ({from, to}));
}

interface SiteRoutes {
  /** Every route the build must contain (routes.json). */
  routes: Iterable<string>;
  /** Folders of generated pages (routes.json `generated[].under`): their pages are routes too. */
  generated: Iterable<string>;
}

/**
 * What is wrong with the map, one sentence per redirect that names its source and target:
 * a source that is no plain path or is a page of the site, a target that is no route, a
 * target that redirects again (a chain, or a loop).
 */
export function redirectProblems(redirects: Redirect[], site: SiteRoutes): string[] {
  const routes = new Set(site.routes);
  const generated = [...site.generated];
  // nginx's map compares without case: an old address must not be a page in any case.
  const lowerRoutes = new Set([...routes].map((r) => r.toLowerCase()));
  const isPage = (p: string) =>
    lowerRoutes.has(p.toLowerCase()) ||
    generated.some((g) => p.toLowerCase() === g.toLowerCase() || p.toLowerCase().startsWith(`${g.toLowerCase()}/`));
  const sources = new Map(redirects.map((r) => [r.from, r.to]));
  const problems: string[] = [];
  for (const {from, to} of redirects) {
    const name = `${from} -> ${to}`;
    if (!PLAIN_PATH.test(from) || /\.html$/.test(from)) {
      problems.push(`${name}: the old address must be a plain path (no trailing slash, .html, query or #)`);
    } else if (from.length > MAX_SOURCE_LENGTH) {
      problems.push(`${name}: the old address is longer than ${MAX_SOURCE_LENGTH} characters`);
    }
    if (isPage(from)) problems.push(`${name}: ${from} is a page of the site; a redirect would hide it`);
    // /x/index.html is a form of /x (nginx and static hosts serve it as /x): an old address
    // /x/index takes /x with it, to the same route.
    const parent = from.endsWith('/index') ? from.slice(0, -'/index'.length) : undefined;
    if (parent && sources.get(parent) !== to && !isPage(parent)) {
      problems.push(`${name}: ${parent}/index.html is a form of ${parent}: add "${parent}": "${to}" too`);
    }
    if (from === to) problems.push(`${name}: redirects to itself`);
    else if (sources.has(to)) {
      problems.push(`${name}: ${to} redirects again (to ${sources.get(to)}); point ${from} at the final route`);
    } else if (!routes.has(to)) {
      problems.push(`${name}: ${to} is not a route of routes.json`);
    }
  }
  return problems;
}

/** The routes of routes.json, the route manifest (read here without scripts/lib/manifest, which needs a dev dependency). */
export function readSiteRoutes(manifest = path.join(__dirname, '..', 'routes.json')): SiteRoutes {
  const {routes, generated} = JSON.parse(readFileSync(manifest, 'utf8')) as {
    routes: {path: string}[];
    generated: {under: string}[];
  };
  return {routes: routes.map((r) => r.path), generated: generated.map((g) => g.under)};
}

/** Throws with every problem of the map (docusaurus.config.ts: a bad map stops the build). */
export function assertRedirects(redirects: Redirect[], site: SiteRoutes): void {
  const problems = redirectProblems(redirects, site);
  if (problems.length) {
    throw new Error(
      `config/redirects.json has ${problems.length} problem(s):\n- ${problems.join('\n- ')}\n(see CONTRIBUTING.md, Moving or renaming a page)`,
    );
  }
}

/** The options of @docusaurus/plugin-client-redirects: one redirect page per old address. */
export function clientRedirects(redirects: Redirect[]): {redirects: Redirect[]} {
  return {redirects: redirects.map(({from, to}) => ({from, to}))};
}

/**
 * build/.nginx/redirects.conf: two maps for the `http` level. The first takes the requested
 * path without a trailing `/`, `.html` or `/index.html`, so every form of an old address
 * reaches its new route in one hop; the second gives that route, or "" for any other path.
 */
export function nginxRedirectsConf(redirects: Redirect[]): string {
  const width = Math.max(0, ...redirects.map((r) => r.from.length)) + 2;
  return [
    '# Generated by scripts/postbuild.ts from config/redirects.json: do not edit.',
    '# Included at the http level by deploy/nginx.conf; deploy/sui-docs-server.conf answers',
    '# $sui_docs_moved_to with a 301.',
    'map $uri $sui_docs_moved_from {',
    '    "~^(?<sui_docs_moved_base>/.+?)(?:/index\\.html|\\.html|/+)$" $sui_docs_moved_base;',
    '    default $uri;',
    '}',
    'map $sui_docs_moved_from $sui_docs_moved_to {',
    '    default "";',
    ...redirects.map(({from, to}) => `    ${`"${from}"`.padEnd(width)} "${to}";`),
    '}',
    '',
  ].join('\n');
}

/** Netlify / Cloudflare Pages `_redirects` lines (`!`: even where a file answers the path, such as a redirect page). */
export function cdnRedirectLines(redirects: Redirect[]): string[] {
  return redirects.map(({from, to}) => `${from} ${to} 301!`);
}

/** The file the client-redirects plugin writes for an old address (trailingSlash: false): `<from>/index.html`. */
export function redirectPageFile(from: string): string {
  return `${from.slice(1)}/index.html`;
}

/**
 * The script every redirect page runs: to the page's canonical link (its target), with the
 * reader's query string and fragment, replacing the redirect page in the history so Back
 * does not land on it again. The same text on every page: one CSP hash allows them all.
 */
export const REDIRECT_PAGE_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";

/**
 * The redirect page @docusaurus/plugin-client-redirects 3.10 writes
 * (lib/templates/redirectPage.template.html.js), for a target without query or fragment:
 * a meta refresh and a canonical link to the target, and a script that assigns it, with the
 * reader's query and fragment, to window.location.href.
 */
const PLUGIN_PAGE =
  /^\s*<!DOCTYPE html>\s*<html>\s*<head>\s*<meta charset="UTF-8">\s*<meta http-equiv="refresh" content="0; url=([^"]+)">\s*<link rel="canonical" href="([^"]+)" \/>\s*<\/head>\s*<script>\s*window\.location\.href = '([^']+)' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>\s*<\/html>\s*$/;

/**
 * The redirect page to `to` with the shared script in place of the plugin's own. Accepts
 * the plugin's page and a page already rewritten (the last step may run twice); anything
 * else throws, naming what the page should be: a new version of the plugin that writes
 * another page needs this function updated (tests/unit/redirects.test.ts renders the
 * installed plugin's page to notice).
 */
export function sharedScriptRedirectPage(html: string, to: string, file = 'redirect page'): string {
  const plugin = PLUGIN_PAGE.exec(html);
  const target = plugin ? [plugin[1], plugin[2], plugin[3]] : null;
  if (target && target.every((t) => t === to)) {
    return html.replace(/<script>[\s\S]*<\/script>/, `<script>${REDIRECT_PAGE_SCRIPT}</script>`);
  }
  if (
    html.includes(`<script>${REDIRECT_PAGE_SCRIPT}</script>`) &&
    html.includes(`<link rel="canonical" href="${to}" />`)
  ) {
    return html;
  }
  throw new Error(
    `${file}: not the redirect page @docusaurus/plugin-client-redirects 3.10 writes for ${to} ` +
      `(meta refresh, canonical link and script, all to ${to}); update config/redirectMap.ts for the plugin's new page`,
  );
}
