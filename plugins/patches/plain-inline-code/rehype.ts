/**
 * Rehype plugin: inline code compiles to a bare `<code>` element instead of going through
 * the MDX components (`code` → MDXComponents/Code → CodeInline), which render exactly that
 * element for it: the same markup, two components fewer per inline code in every render.
 * MDX looks an element up in `_components` unless it is marked as written in JSX
 * (`data._mdxExplicitJsx`, read by @mdx-js/mdx's recma-jsx-rewrite; hast-util-to-estree
 * carries an element's data over); this marks the `code` elements that the stock
 * MDXComponents/Code hands to CodeInline: outside a `<pre>`, with text only inside and no
 * line break (its `shouldBeInline`).
 */
import type {Element, Parents, Root} from 'hast';
import {visit} from 'unist-util-visit';

/** True for a `code` element the stock MDXComponents/Code renders with CodeInline. */
export function isInlineCode(node: Element, parent: Parents | undefined): boolean {
  if (node.tagName !== 'code') return false;
  if (parent?.type === 'element' && parent.tagName === 'pre') return false;
  return (
    node.children.length > 0 &&
    node.children.every((c) => c.type === 'text' && c.value !== '' && !c.value.includes('\n'))
  );
}

export default function rehypePlainInlineCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      if (!isInlineCode(node, parent)) return;
      // The mark MDX gives elements written as JSX: it leaves them out of `_components`.
      node.data = {...node.data, _mdxExplicitJsx: true} as Element['data'];
    });
  };
}
