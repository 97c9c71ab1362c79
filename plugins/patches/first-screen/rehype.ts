/**
 * Rehype plugin: on a long page, the top-level blocks below the first screen go inside
 * `<SuiDocsRestOfPage>` (./RestOfPage.tsx, imported by the page), which a client-side
 * navigation renders one frame after the rest. The component renders its children without
 * an element of its own, so the page's HTML is the same. Which blocks make the first screen
 * is estimated from the Markdown: a rough height of each block at the desktop layout.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** The component's name in the compiled page (one no page imports itself). */
export const COMPONENT_NAME = 'SuiDocsRestOfPage';

/** How tall the blocks shown at once must be, estimated in CSS px: 1.5 × a 900 px window (a phone's column is narrower, so taller). */
export const FIRST_SCREEN_PX = 1400;
/** A page with less than this below its first screen renders in one go. */
export const MIN_REST_PX = 1200;

/** Characters of body text on a line of the doc column at desktop width, and the line's height. */
const CHARS_PER_LINE = 90;
const LINE_PX = 28;

type Node = Root | RootContent | ElementContent;

function total(node: Node, count: (n: Node) => number): number {
  let n = count(node);
  if ('children' in node) for (const child of node.children as Node[]) n += total(child, count);
  return n;
}

const textLength = (node: Node) => total(node, (n) => (n.type === 'text' ? n.value.trim().length : 0));
const lineBreaks = (node: Node) => total(node, (n) => (n.type === 'text' ? n.value.split('\n').length - 1 : 0));
const tags = (node: Node, tag: string) => total(node, (n) => (n.type === 'element' && n.tagName === tag ? 1 : 0));

/** A rough height of one top-level block at the desktop layout, in CSS px. */
export function estimateHeight(node: RootContent): number {
  if (node.type === 'element') {
    const el: Element = node;
    if (/^h[1-6]$/.test(el.tagName)) return 70;
    if (el.tagName === 'pre') return 40 + 22 * (lineBreaks(el) + 1);
    if (el.tagName === 'table') return 45 * Math.max(1, tags(el, 'tr'));
  }
  if (node.type === 'element' || node.type === 'mdxJsxFlowElement')
    return 20 + LINE_PX * Math.ceil(textLength(node) / CHARS_PER_LINE) + 8 * tags(node, 'li') + 250 * tags(node, 'img');
  return 0;
}

/** ESM (imports, exports) stays at the top level, where MDX reads it. */
const staysAtTop = (node: RootContent) => node.type === 'mdxjsEsm';

/** `import <name> from '<source>'`, as the ESM node MDX makes of it (its program in `data.estree`). */
function importDefault(name: string, source: string): RootContent {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: {type: 'Literal', value: source},
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  } as RootContent;
}

/** Index of the first top-level node below the first screen, or -1 when the page is short. */
export function firstScreenEnd(children: readonly RootContent[]): number {
  let height = 0;
  let end = -1;
  for (let i = 0; i < children.length && end < 0; i++) {
    if (staysAtTop(children[i])) continue;
    if (height >= FIRST_SCREEN_PX) end = i;
    else height += estimateHeight(children[i]);
  }
  if (end < 0) return -1;
  const rest = children.slice(end).reduce((n, node) => n + (staysAtTop(node) ? 0 : estimateHeight(node)), 0);
  return rest >= MIN_REST_PX ? end : -1;
}

/** The plugin; `component` is the absolute path of ./RestOfPage.tsx. */
export default function rehypeFirstScreen(options: {component: string}) {
  return (tree: Root): void => {
    const end = firstScreenEnd(tree.children);
    if (end < 0) return;
    const top = tree.children.filter((node, i) => i < end || staysAtTop(node));
    const rest = tree.children.filter((node, i) => i >= end && !staysAtTop(node));
    tree.children = [
      importDefault(COMPONENT_NAME, options.component),
      ...top,
      {type: 'mdxJsxFlowElement', name: COMPONENT_NAME, attributes: [], children: rest as ElementContent[]},
    ] as RootContent[];
  };
}
