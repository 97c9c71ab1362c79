/**
 * Reads an MDX page into what the content checks need: front matter, code blocks with
 * their source lines, links, JSX elements and the prose (for word counts), all with
 * line numbers of the .mdx file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {parseMeta} from '../../plugins/remark-code-samples/codeSamples';

export interface CodeBlock {
  lang: string | null;
  meta: Record<string, string>;
  /** The block's source as written in the page (hidden set-up lines included). */
  value: string;
  /** Line of the opening fence; the code's first line is `line + 1`. */
  line: number;
}

export interface Page {
  /** Relative to the repository root, e.g. docs/concepts/events.mdx. */
  file: string;
  source: string;
  frontMatter: Record<string, unknown>;
  /** Line in the file where the body (after front matter) starts. */
  bodyLine: number;
  code: CodeBlock[];
  links: {url: string; line: number}[];
  jsx: {name: string; attributes: string[]; line: number}[];
  /** Each `<Term>`: its `id` attribute, its text, and the heading or link it sits in, if any. */
  terms: {id?: string; text: string; line: number; inside?: 'heading' | 'link'}[];
  /** Prose: text outside code blocks, JSX and imports. */
  prose: string;
  /** A parse error (invalid MDX), with its line. */
  parseError?: {message: string; line: number};
}

type Node = {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  attributes?: {name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}; end: {line: number}};
};

const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkMdx);

export function readPage(root: string, file: string): Page {
  const source = readFileSync(path.join(root, file), 'utf8');
  const {data} = matter(source);
  const page: Page = {file, source, frontMatter: data, bodyLine: 1, code: [], links: [], jsx: [], terms: [], prose: ''};
  let tree: Node;
  try {
    tree = processor.parse(source) as unknown as Node;
  } catch (error) {
    const e = error as {message: string; line?: number; place?: {line?: number; start?: {line: number}}};
    page.parseError = {message: e.message, line: e.line ?? e.place?.line ?? e.place?.start?.line ?? 1};
    return page;
  }
  const prose: string[] = [];
  const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
  let inside: Page['terms'][number]['inside'];
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml': {
        // The first non-blank line after the front matter.
        const lines = source.split('\n');
        let next = (node.position?.end.line ?? 0) + 1;
        while (next < lines.length && !lines[next - 1].trim()) next++;
        page.bodyLine = next;
        return;
      }
      case 'code':
        page.code.push({lang: node.lang ?? null, meta: parseMeta(node.meta), value: node.value ?? '', line});
        return;
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name)
          page.jsx.push({name: node.name, attributes: (node.attributes ?? []).map((a) => a.name ?? ''), line});
        if (node.name === 'Term') {
          const id = node.attributes?.find((a) => a.name === 'id')?.value;
          page.terms.push({id: typeof id === 'string' ? id : undefined, text: textOf(node), line, inside});
        }
        break;
      case 'link':
      case 'definition':
        if (node.url) page.links.push({url: node.url, line});
        break;
      case 'text':
      case 'inlineCode':
        prose.push(node.value ?? '');
        break;
    }
    const outer = inside;
    if (node.type === 'heading' || node.type === 'link') inside ??= node.type;
    node.children?.forEach(walk);
    inside = outer;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') prose.push('\n');
  };
  walk(tree);
  page.prose = prose.join(' ');
  return page;
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? []).length;
}
