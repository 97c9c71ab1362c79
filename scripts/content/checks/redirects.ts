/**
 * Moved pages: the map of old addresses (config/redirects.json) must hold (every target a
 * route, no chains), and every address the site has published (routes.json in git
 * history) must still be a page or be redirected. A writer who moves a page sees here which
 * line to add.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readRedirects, readSiteRoutes, redirectProblems} from '../../../config/redirectMap';
import {docRoutePath, readManifest} from '../../lib/manifest';
import {publishedRoutes, unredirectedRoutes} from '../../lib/publishedRoutes';
import type {Page} from '../mdx';
import {error, type Problem} from '../problems';

const MAP = 'config/redirects.json';

export function checkMovedPages(root: string, pages: Page[]): Problem[] {
  const mapFile = path.join(root, MAP);
  const text = readFileSync(mapFile, 'utf8');
  const lineOf = (from: string) => text.split('\n').findIndex((l) => l.includes(`"${from}":`)) + 1 || 1;
  let redirects;
  try {
    redirects = readRedirects(mapFile);
  } catch (e) {
    return [error(MAP, 1, (e as Error).message)];
  }
  const problems = redirectProblems(redirects, readSiteRoutes(path.join(root, 'routes.json'))).map((message) =>
    error(MAP, lineOf(message.split(' -> ')[0]), message),
  );

  // What answers now: the published docs at the URL their file and slug give, and the
  // routes.json pages that are not docs (the home and search pages).
  const manifest = readManifest();
  const current = [
    ...pages
      .filter((p) => p.frontMatter.draft !== true)
      .map((p) => docRoutePath({file: p.file, frontMatter: p.frontMatter, body: ''})),
    ...manifest.routes.filter((r) => !r.file.startsWith('docs/')).map((r) => r.path),
  ];
  const {paths} = publishedRoutes(root);
  for (const {path: gone, commit} of unredirectedRoutes(
    paths,
    current,
    redirects.map((r) => r.from),
    manifest.drafts.map((d) => d.path),
  )) {
    problems.push(
      error(
        MAP,
        1,
        `${gone} was published (routes.json in commit ${commit}) and no page answers it now: add "${gone}": "<the route that holds it now>" to ${MAP} (CONTRIBUTING.md, Moving or renaming a page)`,
      ),
    );
  }
  return problems;
}
