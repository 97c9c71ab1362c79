/**
 * Remark plugin: prepares every fenced code block (but Mermaid's) for the page at build time.
 * What the theme computes from a block's code and metastring (./metadata.ts: title, line
 * numbers, highlighted lines, magic-comment lines removed) and its highlighted tokens
 * (./tokenize.ts, in a language Prism knows) become properties, which MDX passes to the
 * theme's CodeBlock (src/theme/CodeBlock), so the browser neither parses nor tokenizes:
 * - `tokens`: the runs of plugins/highlight-code/tokens.ts over the code the block shows;
 * - `drop` and `hl`: the lines magic comments take out, and the lines' class names
 *   (./blockProps.ts);
 * - `title` and `showLineNumbers` (its first line number), as the metastring gives them.
 * The stock CodeBlock (patch prism-stub off) ignores `tokens`, `drop` and `hl` and derives the
 * same title and line numbers from the metastring. Runs after the default plugins, so it
 * sees the code of `file=` blocks as filled in (plugins/remark-code-samples).
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {createCodeBlockMetadata, defaultMagicComments, type MagicComment} from './metadata';
import {droppedLines, encodeLineClassNames} from './blockProps';
import {readPatchSwitch} from '../patches/switch';
import {highlightedTokens} from './tokenize';

export default function remarkHighlightCode(options: {magicComments?: MagicComment[]; prepared?: boolean} = {}) {
  const magicComments = options.magicComments ?? defaultMagicComments();
  // With prism-stub on, src/theme/CodeBlock reads the prepared properties and never the
  // metastring, so the page need not carry it; the stock CodeBlock (patch off) parses it.
  const prepared = options.prepared ?? readPatchSwitch().enabled.has('prism-stub');
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (node.lang === 'mermaid') return;
      const metadata = createCodeBlockMetadata({
        code: node.value,
        className: node.lang ? `language-${node.lang}` : undefined,
        metastring: node.meta ?? undefined,
        magicComments,
      });
      const props: Record<string, string | number> = {};
      const tokens = highlightedTokens(node.value, node.lang, metadata.code);
      if (tokens) props.tokens = tokens;
      const drop = droppedLines(node.value, metadata.code);
      if (drop) props.drop = drop.join(',');
      const hl = encodeLineClassNames(metadata.lineClassNames);
      if (hl) props.hl = hl;
      if (metadata.title) props.title = metadata.title;
      if (metadata.lineNumbersStart !== undefined) props.showLineNumbers = metadata.lineNumbersStart;
      node.data = {...node.data, hProperties: {...node.data?.hProperties, ...props}};
      // Docusaurus's code-compat step, which runs after this plugin, copies `meta` onto the block.
      if (prepared) node.meta = null;
    });
  };
}
