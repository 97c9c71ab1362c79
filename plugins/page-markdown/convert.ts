/**
 * One built page's HTML → Markdown (CommonMark with GFM tables), for `<route>.md`,
 * `/llms-full.txt` and the page actions menu's "Copy page".
 *
 * It reads the rendered page, not the MDX: what a reader sees is what the Markdown says,
 * with the code samples `remark-code-samples` filled in from `examples/`, the generated
 * GraphQL and JSON-RPC references, and no imports or JSX to strip. Only the article is
 * converted (the `<main>` slice of the HTML, then the doc's `.theme-doc-markdown`): no
 * navbar, sidebar, breadcrumbs, table of contents, footer or pagination.
 *
 * Site components become plain Markdown before the generic conversion
 * (hast-util-to-mdast, then mdast-util-to-markdown with GFM):
 *  - a code block (theme-code-block): a fenced block with its language and its title as
 *    `title="…"`, one line per rendered `token-line`; a bare `<pre>` holding a JSON object
 *    or array (the JSON-RPC page's examples) is marked `json`;
 *  - an admonition: a blockquote starting `**Note:**` (its type, or its own title);
 *  - Tabs: each tab's label in bold, then its panel, in order (hidden panels included);
 *  - a Mermaid diagram (drawn in the browser, so only a placeholder is in the HTML): a
 *    ```mermaid block with its source, given by the caller from the page's MDX in order;
 *  - DocCardList cards: a list of `[Title](link): description`;
 *  - links to the site's pages: absolute from the root, to the page's `.md` (the caller
 *    says which paths have one), fragment kept.
 */
import {Parser} from 'htmlparser2';
import {h} from 'hastscript';
import {toMdast, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import type {BlockContent, Code, Link, Nodes, Paragraph, Root as MdastRoot} from 'mdast';

export interface ConvertOptions {
  /** The diagrams' sources, in the order the page shows them (from its MDX). */
  mermaid?: string[];
  /** The `.md` address of a site path (`/concepts/object-model` → `/concepts/object-model.md`), or null when it has none. */
  markdownPath?: (pathname: string) => string | null;
}

export interface ConvertResult {
  markdown: string;
  /** Diagrams on the page with no source given (each left out of the Markdown). */
  missingDiagrams: number;
}

/** The `<main>` element of a page as a string (cheap: the parser then skips the navbar, sidebar and footer). */
export function mainSlice(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

const classes = (el: Element): string[] => {
  const c = el.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? (c as string).split(/\s+/) : [];
};
const hasClass = (el: Element, name: string) => classes(el).includes(name);
/** Void elements: htmlparser2 reports no closing tag for them. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * A hast tree of an HTML fragment, parsed with htmlparser2 (several times faster than
 * parse5, which hast-util-from-html uses; the built HTML is well formed, its end tags
 * kept by the minifier), properties normalized by hastscript as from-html does.
 */
export function parseHtml(html: string): HastRoot {
  const root: HastRoot = {type: 'root', children: []};
  const stack: (Element | HastRoot)[] = [root];
  const top = () => stack[stack.length - 1];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const node = h(name, attribs) as Element;
        top().children.push(node);
        if (!VOID.has(name)) stack.push(node);
      },
      ontext(text) {
        const parent = top();
        const last = parent.children[parent.children.length - 1];
        if (last?.type === 'text') last.value += text;
        else parent.children.push({type: 'text', value: text});
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        for (let i = stack.length - 1; i > 0; i--) {
          const node = stack[i] as Element;
          if (node.tagName === name) {
            stack.length = i;
            return;
          }
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: false, recognizeSelfClosing: false},
  );
  parser.write(html);
  parser.end();
  return root;
}

/** CSS-module classes carry a hash suffix (`admonitionHeading_Gvgb`): match their stem. */
const hasClassStem = (el: Element, stem: string) => classes(el).some((c) => c === stem || c.startsWith(`${stem}_`));
const isElement = (n: RootContent | ElementContent | HastRoot): n is Element => n.type === 'element';

function find(node: Element | HastRoot, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Element | HastRoot, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Page chrome inside `<main>` that is not the page's text. */
function isChrome(e: Element): boolean {
  if (['script', 'style', 'noscript', 'template', 'svg', 'button', 'nav', 'aside', 'input'].includes(e.tagName))
    return true;
  return (
    // A glossary term's tooltip (src/components/Term): the term stays, linked to its entry.
    e.properties.role === 'tooltip' ||
    hasClass(e, 'hash-link') ||
    hasClass(e, 'theme-doc-toc-mobile') ||
    hasClass(e, 'theme-doc-toc-desktop') ||
    hasClass(e, 'theme-doc-footer') ||
    hasClass(e, 'theme-doc-verified') ||
    hasClass(e, 'pagination-nav') ||
    hasClass(e, 'theme-doc-version-badge') ||
    hasClass(e, 'theme-doc-version-banner') ||
    (e.properties.hidden === true && !hasClass(e, 'tabItem') && e.properties.role !== 'tabpanel')
  );
}

/** The text of a rendered code block: its `token-line`s (each ends in a `<br>`), one per line. */
function codeText(pre: Element): string {
  const lines = findAll(pre, (e) => hasClass(e, 'token-line'));
  if (lines.length === 0) return toText(pre, {whitespace: 'pre'}).replace(/\n$/, '');
  return lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n');
}

/** A bare block that holds a JSON object or array (the JSON-RPC page's example requests). */
function isJson(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rewrites the site components of the tree in place into elements the handlers below
 * understand (`x-code`, `x-admonition`, `x-tabs`), or plain HTML.
 */
function rewrite(node: Element | HastRoot, ctx: {mermaid: string[]; next: number; missing: number}): void {
  const out: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      if (child.type === 'text') child.value = child.value.replace(/\u200b/g, '');
      out.push(child as ElementContent);
      continue;
    }
    if (find(child, (e) => e.properties.dataMermaidPending !== undefined) && hasClassStem(child, 'diagram')) {
      const source = ctx.mermaid[ctx.next++];
      if (source === undefined) ctx.missing++;
      else out.push(el('x-code', {lang: 'mermaid', value: source}));
      continue;
    }
    if (isChrome(child)) continue;
    if (hasClass(child, 'theme-code-block')) {
      const pre = find(child, (e) => e.tagName === 'pre');
      const title = find(child, (e) => hasClassStem(e, 'codeBlockTitle'));
      const lang = classes(pre ?? child)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
      out.push(
        el('x-code', {
          lang: lang ?? '',
          meta: title ? `title="${toText(title).trim().replace(/"/g, "'")}"` : '',
          value: pre ? codeText(pre) : toText(child),
        }),
      );
      continue;
    }
    if (child.tagName === 'pre') {
      const code = find(child, (e) => e.tagName === 'code');
      const lang = classes(code ?? child)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
      const value = codeText(child);
      out.push(el('x-code', {lang: lang ?? (isJson(value) ? 'json' : ''), meta: '', value}));
      continue;
    }
    if (hasClass(child, 'theme-admonition')) {
      const heading = find(child, (e) => hasClassStem(e, 'admonitionHeading'));
      const content = find(child, (e) => hasClassStem(e, 'admonitionContent'));
      const kind = classes(child)
        .find((c) => c.startsWith('theme-admonition-'))
        ?.slice('theme-admonition-'.length);
      const label = (heading ? toText(heading).trim() : '') || kind || 'Note';
      const body = content ?? el('div', {}, []);
      rewrite(body, ctx);
      out.push(el('x-admonition', {label: label.charAt(0).toUpperCase() + label.slice(1)}, body.children));
      continue;
    }
    if (hasClass(child, 'tabs-container')) {
      const labels = findAll(child, (e) => e.properties.role === 'tab').map((t) => toText(t).trim());
      const panels = findAll(child, (e) => e.properties.role === 'tabpanel');
      const tabs = panels.map((panel, i) => {
        rewrite(panel, ctx);
        return el('x-tab', {label: labels[i] ?? ''}, panel.children);
      });
      out.push(el('x-tabs', {}, tabs));
      continue;
    }
    if (child.tagName === 'a' && hasClass(child, 'card')) {
      const title = find(child, (e) => /^h[1-6]$/.test(e.tagName));
      const description = find(child, (e) => e.tagName === 'p');
      const name = String(title?.properties.title ?? (title ? toText(title) : '')).trim();
      const text = description ? toText(description).trim() : '';
      const item: ElementContent[] = [el('a', {href: child.properties.href}, [{type: 'text', value: name}])];
      if (text) item.push({type: 'text', value: `: ${text}`});
      out.push(el('x-card', {}, item));
      continue;
    }
    rewrite(child, ctx);
    out.push(child);
  }
  node.children = out as typeof node.children;
}

/** Cards are laid out in rows of `<article>`s: each row becomes one list. */
function cardLists(node: Element | HastRoot): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const cards = findAll(child, (e) => e.tagName === 'x-card');
    if (cards.length > 0 && child.tagName !== 'x-card' && find(child, (e) => e.tagName === 'article')) {
      child.tagName = 'ul';
      child.properties = {};
      child.children = cards.map((c) => el('li', {}, c.children));
    } else cardLists(child);
  }
}

const prop = (node: Element, name: string) => String(node.properties[name] ?? '');

function flow(state: State, node: Element): BlockContent[] {
  return state.toFlow(state.all(node)) as BlockContent[];
}

const handlers = {
  'x-code'(state: State, node: Element): Code {
    const result: Code = {
      type: 'code',
      lang: prop(node, 'lang') || null,
      meta: prop(node, 'meta') || null,
      value: prop(node, 'value'),
    };
    state.patch(node, result);
    return result;
  },
  'x-admonition'(state: State, node: Element) {
    const children = flow(state, node);
    const lead = {type: 'strong' as const, children: [{type: 'text' as const, value: `${prop(node, 'label')}:`}]};
    const first = children[0];
    if (first?.type === 'paragraph') first.children.unshift(lead, {type: 'text', value: ' '});
    else children.unshift({type: 'paragraph', children: [lead]});
    return {type: 'blockquote' as const, children};
  },
  'x-tabs'(state: State, node: Element) {
    const out: BlockContent[] = [];
    for (const tab of node.children) {
      if (!isElement(tab)) continue;
      const label: Paragraph = {
        type: 'paragraph',
        children: [{type: 'strong', children: [{type: 'text', value: prop(tab, 'label')}]}],
      };
      out.push(label, ...flow(state, tab));
    }
    return out;
  },
};

/** Internal links: absolute from the root, to the target's `.md` when it has one. */
function rewriteLinks(node: Nodes, markdownPath: ConvertOptions['markdownPath']): void {
  if (node.type === 'link' || node.type === 'definition') {
    const link = node as Link;
    const match = /^(\/(?!\/)[^?#]*)([?#].*)?$/.exec(link.url);
    if (match && markdownPath) {
      const target = markdownPath(match[1].length > 1 ? match[1].replace(/\/$/, '') : match[1]);
      if (target) link.url = target + (match[2] ?? '');
    }
    if (link.url === '#') {
      // GraphQL reference headings link their own name to "#": keep the text only.
      (node as unknown as {type: string}).type = 'x-unwrap';
    }
  }
  if ('children' in node) {
    const children: Nodes[] = [];
    for (const child of node.children as Nodes[]) {
      rewriteLinks(child, markdownPath);
      if ((child as unknown as {type: string}).type === 'x-unwrap')
        children.push(...((child as Link).children as Nodes[]));
      else children.push(child);
    }
    (node as {children: Nodes[]}).children = children;
  }
}

/** The article of a built page (its whole HTML, or just its `<main>`) as Markdown. */
export function htmlToMarkdown(html: string, options: ConvertOptions = {}): ConvertResult {
  const tree = parseHtml(mainSlice(html));
  const content =
    find(tree, (e) => hasClass(e, 'theme-doc-markdown')) ??
    find(tree, (e) => hasClassStem(e, 'generatedIndexPage')) ??
    find(tree, (e) => e.tagName === 'main') ??
    tree;
  const ctx = {mermaid: options.mermaid ?? [], next: 0, missing: 0};
  rewrite(content, ctx);
  cardLists(content);
  const mdast = toMdast(content, {handlers: handlers as never}) as MdastRoot;
  rewriteLinks(mdast, options.markdownPath);
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
  return {markdown: markdown.replace(/\n{3,}/g, '\n\n').trim() + '\n', missingDiagrams: ctx.missing};
}

/**
 * The ```mermaid blocks of an MDX source, in order (the diagrams are drawn in the browser,
 * so the built HTML holds only a placeholder for each).
 */
export function mermaidSources(mdx: string): string[] {
  const out: string[] = [];
  const fence = /^([ \t]*)(`{3,}|~{3,})mermaid\b[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  for (const m of mdx.matchAll(fence)) {
    const indent = m[1];
    out.push(
      m[3]
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
    );
  }
  return out;
}
