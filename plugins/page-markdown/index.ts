/**
 * Every page as Markdown, and the llms.txt files (ARCHITECTURE.md, "Markdown and llms.txt").
 *
 * After a production build (postBuild) it converts each page's built HTML (./convert.ts)
 * into `<route>.md` beside `<route>.html` (`/index.md` for the home page), then writes:
 *  - `/llms.txt` (llmstxt.org): the site's title and summary, one section per sidebar in
 *    sidebars.ts order with a `- [Title](<site>/route.md): description` line per page, the
 *    pages outside the sidebars, and under "Optional" the generated GraphQL reference;
 *  - `/llms-full.txt`: every page's Markdown in that order, the GraphQL reference last
 *    (in `/llms-graphql.txt` instead if it would double the file: ./llms.ts).
 * It prints one line: pages, sizes, time. A page whose `<main>`, diagrams and set of
 * linkable pages are those of the previous build, converted by the same code, is taken
 * from node_modules/.cache/page-markdown instead of being converted again. Titles and descriptions are the page's own
 * `<title>` and `<meta name="description">` (for docs, the front matter's `description`).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlToMarkdown, mainSlice, mermaidSources} from './convert';
import {llmsTxt, type LlmsPage, type LlmsSection, markdownPathOf, SKIPPED_ROUTES} from './llms';

interface SidebarItem {
  type: string;
  id?: string;
  href?: string;
  items?: SidebarItem[];
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
}
interface DocMeta {
  id: string;
  permalink: string;
  source: string;
}
interface DocsContent {
  loadedVersions: {docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}[];
}

/** Index docs keep a trailing slash in their permalink; their route (trailingSlash: false) has none. */
const routeOf = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);

/** The routes of a sidebar, in order: docs, category landing pages (doc or generated index). */
function sidebarRoutes(items: SidebarItem[], docs: Map<string, DocMeta>, out: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'doc' && item.id && docs.has(item.id)) out.push(routeOf(docs.get(item.id)!.permalink));
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && docs.has(item.link.id)) out.push(routeOf(docs.get(item.link.id)!.permalink));
      if (item.link?.type === 'generated-index') out.push(routeOf(item.link.permalink));
      sidebarRoutes(item.items ?? [], docs, out);
    }
  }
  return out;
}

const SECTION_TITLES: Record<string, string> = {
  guides: 'Guides',
  concepts: 'Concepts',
  standards: 'Standards',
  references: 'References',
};

/** The built HTML file of a route (trailingSlash: false). */
function htmlFileOf(outDir: string, route: string): string | null {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((f) => path.join(outDir, f)).find((f) => existsSync(f)) ?? null;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function pageMeta(html: string, siteTitle: string): {title: string; description: string} {
  const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(
    new RegExp(`\\s*\\|\\s*${siteTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    '',
  );
  const description = decode(/<meta[^>]*\sname="description"[^>]*\scontent="([^"]*)"/.exec(html)?.[1] ?? '');
  return {title: title || siteTitle, description: description.replace(/\s+/g, ' ').trim()};
}

interface Cache {
  [route: string]: {key: string; markdown: string};
}

function readCache(file: string): Cache {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Cache;
  } catch {
    return {};
  }
}

const sha1 = (...parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

export default function pageMarkdown(context: LoadContext): Plugin {
  return {
    name: 'page-markdown',
    async postBuild({outDir, routesPaths, plugins, siteConfig}) {
      const started = performance.now();
      const docsInstances = plugins
        .filter((p) => (p.content as DocsContent | undefined)?.loadedVersions)
        .map((p) => ({id: (p.options as {id?: string}).id ?? 'default', content: p.content as DocsContent}));
      const sourceOf = new Map<string, string>();
      for (const {content} of docsInstances)
        for (const doc of content.loadedVersions[0].docs) {
          sourceOf.set(routeOf(doc.permalink), doc.source.replace(/^@site\//, `${context.siteDir}/`));
        }

      // Every page with HTML, but the search page and the not-found page (no content of their own).
      const routes = [...new Set(routesPaths.map(routeOf))]
        .filter((r) => !SKIPPED_ROUTES.includes(r))
        .map((route) => ({route, file: htmlFileOf(outDir, route)}))
        .filter((r): r is {route: string; file: string} => r.file !== null);
      const known = new Set(routes.map((r) => r.route));
      const markdownPath = (p: string) => (known.has(p) ? markdownPathOf(p) : null);

      const cacheFile = path.join(context.siteDir, 'node_modules/.cache/page-markdown/pages.json');
      const cache = readCache(cacheFile);
      const nextCache: Cache = {};
      // The same conversion: the converter's code, the packages it runs on (the lock file)
      // and the pages its links can point to.
      const lock = path.join(context.siteDir, 'package-lock.json');
      const version = sha1(
        ...['convert.ts', 'llms.ts'].map((f) => readFileSync(path.join(__dirname, f), 'utf8')),
        existsSync(lock) ? readFileSync(lock, 'utf8') : '',
        [...known].sort().join('\n'),
      );
      let reused = 0;
      const pages = new Map<string, LlmsPage>();
      const missing: string[] = [];
      for (const {route, file} of routes) {
        const html = readFileSync(file, 'utf8');
        const source = sourceOf.get(route);
        const mermaid = source && existsSync(source) ? mermaidSources(readFileSync(source, 'utf8')) : [];
        const key = sha1(version, ...mermaid, mainSlice(html));
        let markdown = cache[route]?.key === key ? cache[route].markdown : undefined;
        if (markdown === undefined) {
          const converted = htmlToMarkdown(html, {mermaid, markdownPath});
          if (converted.missingDiagrams > 0) missing.push(route);
          markdown = converted.markdown;
        } else reused += 1;
        nextCache[route] = {key, markdown};
        writeFileSync(path.join(outDir, markdownPathOf(route).slice(1)), markdown);
        pages.set(route, {route, ...pageMeta(html, siteConfig.title), markdown});
      }
      if (missing.length > 0) {
        throw new Error(`[page-markdown] no Mermaid source found for a diagram of ${missing.join(', ')}`);
      }
      mkdirSync(path.dirname(cacheFile), {recursive: true});
      writeFileSync(cacheFile, JSON.stringify(nextCache));

      // Sections: the four sidebars in order, the other pages, then the GraphQL reference apart.
      const placed = new Set<string>();
      const take = (list: string[]) =>
        list.filter((r) => pages.has(r) && !placed.has(r) && placed.add(r)).map((r) => pages.get(r)!);
      const main = docsInstances.find((d) => d.id === 'default');
      const graphql = docsInstances.find((d) => d.id === 'graphql-reference');
      const sections: LlmsSection[] = [];
      for (const instance of [main, graphql]) {
        if (!instance) continue;
        const byId = new Map(instance.content.loadedVersions[0].docs.map((d) => [d.id, d]));
        for (const [name, items] of Object.entries(instance.content.loadedVersions[0].sidebars)) {
          const sectionPages = take(sidebarRoutes(items, byId));
          if (instance === graphql) sections.push({title: 'GraphQL reference', pages: sectionPages, optional: true});
          else sections.push({title: SECTION_TITLES[name] ?? name, pages: sectionPages});
        }
      }
      const graphqlPrefix = graphql?.content.loadedVersions[0].docs[0]?.permalink.split('/').slice(0, -1).join('/');
      const rest = [...pages.keys()].filter((r) => !placed.has(r));
      const restGraphql = rest.filter((r) => graphqlPrefix && r.startsWith(`${graphqlPrefix}/`));
      sections.push({title: 'Other pages', pages: take(rest.filter((r) => !restGraphql.includes(r)))});
      const optional = sections.find((s) => s.optional);
      if (optional) optional.pages.push(...take(restGraphql));

      const files = llmsTxt({siteUrl: siteConfig.url, title: siteConfig.title, sections});
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(outDir, name), text);
      const kb = (s: string) => `${(Buffer.byteLength(s) / 1024).toFixed(0)} KB`;
      console.log(
        `[page-markdown] ${pages.size} pages as Markdown (${reused} unchanged, from the cache); ${Object.entries(files)
          .map(([name, text]) => `${name} ${kb(text)}`)
          .join(', ')}; in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
