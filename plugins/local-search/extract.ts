/**
 * Search records from the rendered pages: one per page (its intro) and one per h2/h3
 * section, with DocSearch's hierarchy (lvl0 = section, lvl1 = page title, lvl2/lvl3 =
 * headings). Reading the built HTML means the index holds exactly what readers see,
 * imported snippets and generated references included.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {SearchRecord} from './engine';

/** The generated GraphQL reference: hundreds of short pages, weighed below written pages. */
const GRAPHQL_REFERENCE = '/references/sui-api/graphql/reference';
/** The generated JSON-RPC reference: one page, a section per method, weighed below written pages too. */
const JSON_RPC_REFERENCE = '/sui-api-ref';
const SECTIONS: Record<string, string> = {
  concepts: 'Concepts',
  guides: 'Guides',
  standards: 'Standards',
  references: 'References',
};

/** An API name: camelCase, PascalCase with a second hump, snake_case or CONSTANT_CASE. */
const API_NAME =
  /^(?:[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/;
/** Shortest API name kept (shorter ones are mostly sample variables: `txA`, `coin_1`). */
const MIN_CODE_NAME = 6;
/** Most API names kept per record (the longest samples name about 60). */
const MAX_CODE_NAMES = 80;

/** The API names in a record's code blocks that its text does not hold, in order of appearance. */
export function codeNames(code: string, text: string): string {
  const names = new Set<string>();
  for (const [name] of code.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    if (names.size === MAX_CODE_NAMES) break;
    if (name.length >= MIN_CODE_NAME && API_NAME.test(name) && !text.includes(name)) names.add(name);
  }
  return [...names].join(' ');
}

/** Per-record text caps. A written section is indexed whole, so a word deep in a long
 * section is found too (the longest is about 2,600 characters; the cap only bounds an
 * outlier). The generated reference pages repeat field lists, so they keep their first words. */
export const MAX_CONTENT_CHARS = 4000;
const MAX_REFERENCE_CONTENT_CHARS = 240;

/** Elements whose text is chrome, not prose. Code blocks are left out of the text too:
 * their words, numbers and addresses would double the index for few reader queries; only
 * their API names are kept, in the record's `code` field (codeNames). */
const SKIP = new Set(['script', 'style', 'svg', 'button', 'noscript', 'template']);
const SKIP_CLASSES = /\bhash-link/;
const CODE_BLOCK_CLASSES = /\b(theme-code-block|codeBlockContainer_)/;
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'section',
  'details',
  'summary',
  'br',
  'dt',
  'dd',
  'h4',
  'h5',
  'h6',
]);

export function urlOfHtmlFile(buildDir: string, file: string): string {
  const rel = path
    .relative(buildDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionOf($: CheerioAPI, url: string): {lvl0: string; weight: number} {
  if (url.startsWith(GRAPHQL_REFERENCE)) return {lvl0: 'GraphQL reference', weight: 0.5};
  if (url.startsWith('/snippets/')) return {lvl0: 'Snippets', weight: 0.4};
  const weight = url === JSON_RPC_REFERENCE ? 0.5 : 1;
  const active = clean($('nav.navbar a.navbar__link--active').first().text());
  if (active) return {lvl0: active, weight};
  return {lvl0: SECTIONS[url.split('/')[1] ?? ''] ?? 'Documentation', weight};
}

/**
 * The parts of a page the records come from: the head (title, meta tags), the navbar (the
 * active section) and <main>. The sidebar and footer are some 70 % of a page's bytes and
 * hold nothing indexed, so leaving them unparsed makes indexing about three times faster.
 * A page without those landmarks is parsed whole.
 */
function readPart(html: string): string {
  const slice = (open: string, close: string): string | null => {
    const start = html.indexOf(open);
    const end = start < 0 ? -1 : html.indexOf(close, start);
    return end < 0 ? null : html.slice(start, end + close.length);
  };
  const head = slice('<head', '</head>');
  const navbar = slice('<nav', '</nav>');
  const main = slice('<main', '</main>');
  return head && navbar && main ? `${head}<body>${navbar}${main}</body>` : html;
}

/** Records of one rendered page; none when it is not a doc page. */
export function extractRecords(html: string, url: string): SearchRecord[] {
  // htmlparser2 (xml: {xmlMode: false}) parses these pages several times faster than parse5.
  const $ = load(readPart(html), {xml: {xmlMode: false, decodeEntities: true}});
  const markdown = $('.theme-doc-markdown').first();
  if (markdown.length === 0) return [];
  const title = clean(markdown.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const {lvl0, weight} = sectionOf($, url);
  const keywords = clean(($('meta[name="keywords"]').attr('content') ?? '').replace(/,/g, ' '));
  // The generated reference's descriptions repeat their pages' first sentence.
  const description = url.startsWith(GRAPHQL_REFERENCE)
    ? ''
    : clean($('meta[name="description"]').attr('content') ?? '');

  const page: SearchRecord = {
    url,
    type: 'lvl1',
    lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    keywords,
    description,
    content: '',
    weight,
  };
  const records: SearchRecord[] = [page];
  let current = page;
  let lvl2: string | null = null;
  const parts = new Map<SearchRecord, string[]>([[page, []]]);
  const code = new Map<SearchRecord, string[]>([[page, []]]);

  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.get(current)!.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    const tag = el.tagName;
    if (tag === 'pre' || CODE_BLOCK_CLASSES.test(el.attribs.class ?? '')) {
      code.get(current)!.push(tag === 'pre' ? $(el).text() : $(el).find('pre').text());
      return;
    }
    // A glossary term's tooltip (src/components/Term) repeats the glossary on every page that uses the term.
    if (SKIP.has(tag) || SKIP_CLASSES.test(el.attribs.class ?? '') || tag === 'h1' || tag === 'header') return;
    if (el.attribs.role === 'tooltip') return;
    if ((tag === 'h2' || tag === 'h3') && el.attribs.id) {
      const heading = clean($(el).text());
      if (tag === 'h2') lvl2 = heading;
      current = {
        url: `${url}#${el.attribs.id}`,
        type: tag === 'h2' ? 'lvl2' : 'lvl3',
        lvl0,
        lvl1: title,
        lvl2: tag === 'h2' ? heading : lvl2,
        lvl3: tag === 'h3' ? heading : null,
        keywords: '',
        description: '',
        content: '',
        weight,
      };
      records.push(current);
      parts.set(current, []);
      code.set(current, []);
      return;
    }
    for (const child of el.children) walk(child);
    if (BLOCK.has(tag)) parts.get(current)!.push(' ');
  };
  for (const child of markdown.get(0)!.children) walk(child);

  const cap = url.startsWith(GRAPHQL_REFERENCE) ? MAX_REFERENCE_CONTENT_CHARS : MAX_CONTENT_CHARS;
  for (const record of records) {
    const text = clean(parts.get(record)!.join(''));
    record.content = text.length > cap ? text.slice(0, Math.max(text.lastIndexOf(' ', cap), 1)) : text;
    // The generated reference's code is its schema again.
    const names = url.startsWith(GRAPHQL_REFERENCE) ? '' : codeNames(code.get(record)!.join('\n'), text);
    if (names) record.code = names;
  }
  return records;
}

/** Every HTML file under the build folder, in a stable order. */
export function htmlFiles(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html') && !f.startsWith('__server') && !f.startsWith('assets'))
    .sort()
    .map((f) => path.join(buildDir, f));
}

/**
 * A landing page (one with pages under it) names every topic of its section in passing:
 * it weighs this much, so that the page on the topic comes first.
 */
export const LANDING_WEIGHT = 0.8;

/**
 * Each page's records as an earlier build extracted them, by page: a page whose indexed
 * parts (readPart) are the same, read by the same code, has the same records.
 */
export interface RecordCache {
  /** The version of the extraction: this file and the packages it runs on. */
  version: string;
  pages: Record<string, {key: string; records: SearchRecord[]}>;
}

/** The version of the extraction for a RecordCache: this file's code and the lock file's packages (cheerio). */
export function extractionVersion(siteDir: string): string {
  const hash = createHash('sha1').update(readFileSync(__filename));
  const lock = path.join(siteDir, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

/**
 * Every page's records. With `cache`, a page whose indexed parts an earlier build extracted
 * already takes its records from it, and `cache.pages` holds this build's pages after it.
 */
export function extractSite(buildDir: string, cache?: RecordCache): SearchRecord[] {
  const records: SearchRecord[] = [];
  const cachedPages: RecordCache['pages'] = {};
  for (const file of htmlFiles(buildDir)) {
    const url = urlOfHtmlFile(buildDir, file);
    if (url === '/404' || url === '/search') continue;
    const html = readFileSync(file, 'utf8');
    if (!cache) {
      records.push(...extractRecords(html, url));
      continue;
    }
    const key = createHash('sha1')
      .update(cache.version)
      .update('\0')
      .update(url)
      .update('\0')
      .update(readPart(html))
      .digest('hex');
    const cached = cache.pages[url];
    // A copy: the weights below are changed in place.
    const pageRecords = cached?.key === key ? structuredClone(cached.records) : extractRecords(html, url);
    cachedPages[url] = {key, records: structuredClone(pageRecords)};
    records.push(...pageRecords);
  }
  if (cache) cache.pages = cachedPages;
  const pages = records.filter((r) => r.type === 'lvl1').map((r) => r.url);
  const landings = new Set(pages.filter((page) => pages.some((other) => other.startsWith(`${page}/`))));
  for (const record of records) {
    if (landings.has(record.url.split('#')[0]!)) record.weight *= LANDING_WEIGHT;
  }
  return records;
}
