/**
 * The route manifest (routes.json) and the rules that tie a page's source file to its
 * URL. Shared by the unit tests, the end-to-end tests and the scripts.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const ROOT = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(ROOT, 'docs');

export type SidebarId = 'guides' | 'concepts' | 'standards' | 'references';

export interface RouteEntry {
  path: string;
  file: string;
  sidebar: SidebarId | null;
}

export interface Manifest {
  routes: RouteEntry[];
  /** Folders of generated pages (the GraphQL reference), each checked by its own test. */
  generated: {under: string; source: string; by: string; test: string}[];
  pending: {path: string; issue: number; why: string}[];
  drafts: {path: string; file: string}[];
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, 'routes.json'), 'utf8')) as Manifest;
}

export interface DocSource {
  /** Path relative to the repository root, e.g. docs/concepts/events.mdx. */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

/** Every routable MDX/MD file under docs/ (files and folders starting with `_` are partials). */
export function readDocSources(): DocSource[] {
  return readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')))
    .sort()
    .map((f) => {
      const file = path.posix.join('docs', f.split(path.sep).join('/'));
      const {data, content} = matter(readFileSync(path.join(ROOT, file), 'utf8'));
      return {file, frontMatter: data, body: content};
    });
}

/** The URL Docusaurus gives a doc (routeBasePath `/`): its `slug`, or its path with `index` folded. */
export function docRoutePath(doc: DocSource): string {
  const slug = doc.frontMatter.slug;
  if (typeof slug === 'string') {
    return slug.startsWith('/') ? slug : path.posix.join('/', path.posix.dirname(doc.file.slice('docs/'.length)), slug);
  }
  const withoutExt = doc.file.slice('docs/'.length).replace(/\.mdx?$/, '');
  const folded = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${folded}`;
}

/** The sidebar a doc belongs to: none when it opts out, otherwise its top-level folder's. */
export function docSidebar(doc: DocSource): SidebarId | null {
  if (doc.frontMatter.displayed_sidebar === null) return null;
  const section = doc.file.split('/')[1];
  return ['guides', 'concepts', 'standards', 'references'].includes(section) ? (section as SidebarId) : null;
}
