/**
 * Remark plugin: gives every fenced code block in a language Prism knows a `tokens`
 * property, its highlighted lines (./tokens.ts), which MDX passes to the theme's
 * CodeBlock (src/theme/CodeBlock) and the stub `Highlight` of
 * plugins/patches/prism-stub/prismStub.ts hands to the stock CodeBlock/Content. Runs after the default plugins, so
 * it sees the code of `file=` blocks as filled in (plugins/remark-code-samples).
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {highlightedTokens} from './tokenize';

export default function remarkHighlightCode() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (!node.lang || node.lang === 'mermaid') return;
      const tokens = highlightedTokens(node.value, node.lang);
      if (!tokens) return;
      node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens}};
    });
  };
}
