/**
 * Remark plugin: the glossary at compile time, from config/glossary.json (./glossary.ts).
 *
 * - `<Glossary />` (on docs/references/sui-glossary.mdx) becomes real Markdown: an `## A`
 *   heading per letter, then per entry an `### <term>` heading with the entry's id as its
 *   anchor and the entry's body. Headings written in Markdown, not drawn by a component,
 *   are what Docusaurus puts in the page's table of contents and what the local search
 *   indexes as sections, and the anchors stay the ids of the data file.
 * - `<Term>` gets the resolved `id` and the entry's short definition as `tip`, so the
 *   component (src/components/Term) renders the tooltip in the server HTML and a page's
 *   chunk carries only the definitions of the terms it uses, never the whole glossary.
 *   A `<Term>` that names no entry stops the build with its file and line (the content
 *   check, scripts/content/checks/glossary.ts, reports it earlier).
 *
 * Runs before Docusaurus's own remark plugins (beforeDefaultRemarkPlugins), so its
 * headings get their ids and TOC entries and its links are resolved like written ones.
 */
import type {Heading, Node, Parent, Root, RootContent} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {letterOf, loadGlossary, resolveTerm, type Glossary} from './glossary';

export interface Options {
  /** The site root, where config/glossary.json is. */
  siteDir: string;
}

type Parse = (text: string) => Root;

/** An MDX element as remark-mdx parses it (the fields used here). */
interface JsxElement extends Parent {
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
}

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function setAttribute(node: JsxElement, name: string, value: string): void {
  node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name));
  node.attributes.push({type: 'mdxJsxAttribute', name, value});
}

/** The text of a node, code included (what a reader sees). */
const textOf = (node: Node): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : ((node as Partial<Parent>).children ?? []).map(textOf).join('');

/** Drops source positions: parsed from the data file, they would point into the wrong text. */
function unpositioned<T extends RootContent>(nodes: T[]): T[] {
  for (const node of nodes) visit(node, (n) => void delete n.position);
  return nodes;
}

/** The Markdown of the whole glossary: letter headings, then a heading and the body per entry. */
export function glossaryNodes(glossary: Glossary, parse: Parse): RootContent[] {
  const nodes: RootContent[] = [];
  let letter = '';
  for (const entry of glossary.entries) {
    if (letterOf(entry) !== letter) {
      letter = letterOf(entry);
      nodes.push({type: 'heading', depth: 2, children: [{type: 'text', value: letter}]});
    }
    const [title] = parse(entry.term).children;
    const heading: Heading = {
      type: 'heading',
      depth: 3,
      children: title && 'children' in title ? (title.children as Heading['children']) : [],
      data: {hProperties: {id: entry.id}},
    };
    nodes.push(heading, ...parse(entry.body).children);
  }
  return unpositioned(nodes);
}

export default function remarkGlossary(this: {parse: (text: string) => unknown}, {siteDir}: Options) {
  // The page's own parser (MDX, as configured), so an entry's Markdown reads as the page's would.
  const parse: Parse = (text) => this.parse(text) as Root;
  let glossary: Glossary | undefined;
  return (tree: Root, vfile: {path?: string}) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, index, parent) => {
      const element = node as unknown as JsxElement;
      if (element.name !== 'Glossary' && element.name !== 'Term') return;
      glossary ??= loadGlossary(siteDir);
      if (element.name === 'Glossary') {
        if (!parent || index === undefined) return;
        const nodes = glossaryNodes(glossary, parse);
        (parent.children as Node[]).splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      const id = attribute(element, 'id');
      const text = textOf(element);
      const entry = resolveTerm(glossary, {id, text});
      if (!entry) {
        const line = element.position?.start.line ?? 0;
        const what = id === undefined ? `the text "${text}"` : `id "${id}"`;
        throw new Error(`${vfile.path ?? 'a page'}:${line}: <Term> ${what} is not in config/glossary.json`);
      }
      setAttribute(element, 'id', entry.id);
      setAttribute(element, 'tip', entry.short);
      return undefined;
    });
  };
}
