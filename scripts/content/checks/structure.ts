/**
 * Page-level rules: front matter, code-block languages, placeholder text, outline
 * status, and landing pages that link every child.
 */
import path from 'node:path';
import {completeSections, MAX_DESCRIPTION, OUTLINE, PLACEHOLDER} from '../../../config/content';
import type {Page} from '../mdx';
import {error, type Problem} from '../problems';

export function checkFrontMatter(page: Page): Problem[] {
  const out: Problem[] = [];
  const {title, description, status} = page.frontMatter;
  if (typeof title !== 'string' || !title.trim()) out.push(error(page.file, 1, 'front matter has no title'));
  if (typeof description !== 'string' || !description.trim()) {
    out.push(error(page.file, 1, 'front matter has no description'));
  } else if (description.length > MAX_DESCRIPTION) {
    out.push(error(page.file, 1, `description is ${description.length} characters; at most ${MAX_DESCRIPTION}`));
  }
  if (status !== undefined && status !== OUTLINE) {
    out.push(error(page.file, 1, `status "${String(status)}" is not allowed: use "status: ${OUTLINE}" or remove it`));
  }
  const section = page.file.split('/')[1];
  // A draft (draft: true) is unfinished by definition and never published.
  if (status === OUTLINE && completeSections.includes(section) && page.frontMatter.draft !== true) {
    out.push(
      error(page.file, 1, `status: ${OUTLINE} in the "${section}" section, which config/content.ts declares complete`),
    );
  }
  return out;
}

export function checkCodeLanguages(page: Page): Problem[] {
  return page.code
    .filter((block) => !block.lang)
    .map((block) => error(page.file, block.line, 'code block has no language (```ts, ```move, ```bash, ...)'));
}

export function checkPlaceholders(page: Page): Problem[] {
  const out: Problem[] = [];
  page.source.split('\n').forEach((text, i) => {
    const match = PLACEHOLDER.exec(text);
    if (match) out.push(error(page.file, i + 1, `placeholder text "${match[0]}"`));
  });
  return out;
}

/** The lines of a page that are not inside a fenced code block (nor its fences), with their 1-based numbers. */
function proseLines(page: Page): {text: string; line: number}[] {
  const out: {text: string; line: number}[] = [];
  let fence: string | null = null;
  page.source.split('\n').forEach((text, i) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(text);
    if (opener) {
      if (fence === null) fence = opener[1];
      else if (text.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) out.push({text, line: i + 1});
  });
  return out;
}

/**
 * A GitHub task list item (`- [ ] step`) renders a disabled checkbox without a label, which
 * screen readers announce as an unnamed form field (axe: "Form elements must have labels").
 */
export function checkTaskLists(page: Page): Problem[] {
  return proseLines(page)
    .filter(({text}) => /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]\s/.test(text))
    .map(({line}) =>
      error(page.file, line, 'a task list item renders an unlabeled checkbox: write a plain list item ("- step")'),
    );
}

/**
 * Docusaurus 3 reads an admonition's title from brackets (`:::tip[Title]`); the older
 * `:::tip Title` form renders the colons and the title as plain text.
 */
export function checkAdmonitions(page: Page): Problem[] {
  const out: Problem[] = [];
  for (const {text, line} of proseLines(page)) {
    const legacy = /^\s*:::(note|tip|info|caution|danger|warning|important)[ \t]+(\S.*)$/.exec(text);
    if (legacy) {
      out.push(
        error(
          page.file,
          line,
          `admonition title after a space renders as text: write :::${legacy[1]}[${legacy[2].trim()}]`,
        ),
      );
    }
  }
  return out;
}

/**
 * In a table row, GFM splits cells at every `|` that is not escaped, inside code spans too:
 * `flag || key` in a cell breaks the row, and whatever follows renders as a cell of its own
 * (or fails the MDX compile when it holds a `<PLACEHOLDER>`). Write `flag \|\| key`.
 */
export function checkTablePipes(page: Page): Problem[] {
  const out: Problem[] = [];
  for (const {text, line} of proseLines(page)) {
    if (!text.trimStart().startsWith('|')) continue;
    for (const span of text.matchAll(/`([^`]+)`/g)) {
      if (/(?<!\\)\|/.test(span[1]!)) {
        out.push(error(page.file, line, `unescaped | inside \`${span[1]}\` splits the table cell: write \\|`));
      }
    }
  }
  return out;
}

/**
 * A table whose header row leaves a cell empty (`| | A | B |`, a corner cell) renders a
 * `<th>` without text, which screen readers announce without a name (axe: "Table header
 * text should not be empty"). Name the column, for example "Aspect".
 */
export function checkEmptyTableHeaders(page: Page): Problem[] {
  const out: Problem[] = [];
  const lines = proseLines(page);
  lines.forEach(({text, line}, i) => {
    const next = lines[i + 1];
    if (!text.trimStart().startsWith('|') || !next || next.line !== line + 1) return;
    if (!/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(next.text)) return;
    const cells = text
      .trim()
      .replace(/^\|/, '')
      .replace(/(?<!\\)\|$/, '')
      .split(/(?<!\\)\|/);
    if (cells.some((cell) => cell.trim() === '')) {
      out.push(
        error(page.file, line, 'a table header cell is empty, so screen readers get a nameless column: name it'),
      );
    }
  });
  return out;
}

/** A landing page: an index.mdx (category or section root). */
export function isLanding(page: Page): boolean {
  return path.posix.basename(page.file) === 'index.mdx' || path.posix.basename(page.file) === 'index.md';
}

/** The docs a landing page must link: the published pages of its folder and its subfolders' landings. */
function childrenOf(landing: Page, pages: Page[]): Page[] {
  const dir = path.posix.dirname(landing.file);
  return pages.filter((p) => {
    if (p === landing || p.frontMatter.draft === true) return false;
    const rel = path.posix.relative(dir, p.file);
    if (rel.startsWith('..')) return false;
    const parts = rel.split('/');
    return parts.length === 1 || (parts.length === 2 && isLanding(p));
  });
}

function routeOf(page: Page): string {
  const slug = page.frontMatter.slug;
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  const noExt = page.file.slice('docs/'.length).replace(/\.mdx?$/, '');
  return '/' + noExt.replace(/(^|\/)index$/, '');
}

export function checkLandingLinks(landing: Page, pages: Page[]): Problem[] {
  if (!isLanding(landing)) return [];
  const inSidebar = (p: Page) => p.frontMatter.displayed_sidebar !== null;
  // <DocCardList /> without items lists the children of this page's sidebar category.
  const cardList = landing.jsx.some((j) => j.name === 'DocCardList' && !j.attributes.includes('items'));
  const dir = path.posix.dirname(landing.file);
  const linked = new Set<string>();
  for (const {url} of landing.links) {
    const target = url.split('#')[0];
    if (!target) continue;
    if (/\.mdx?$/.test(target) && !/^[a-z]+:/i.test(target))
      linked.add(path.posix.normalize(path.posix.join(dir, target)));
    else if (target.startsWith('/')) linked.add(target.replace(/\/$/, '') || '/');
  }
  return childrenOf(landing, pages)
    .filter((child) => !(cardList && inSidebar(landing) && inSidebar(child)))
    .filter((child) => !linked.has(child.file) && !linked.has(routeOf(child)))
    .map((child) => error(landing.file, landing.bodyLine, `landing page does not link its child ${child.file}`));
}
