/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js) for two
 * changes; the rest (ElementContent for JSX children, StringContent for a string) is stock.
 * - No `key={String(useIsBrowser())}` on the content: with it, every block on the page is
 *   thrown away and built again right after hydration (on a page with long samples,
 *   thousands of elements in one task that blocks input). The key existed because
 *   hydration keeps the server's inline Prism colours; with the prism-stub patch there are
 *   none (the colours come from a stylesheet, plugins/highlight-code/themeCss.ts). The key
 *   sits in this component's own render, so no wrapper can take it off.
 * - It provides the block's build-time tokens (the `tokens` prop plugins/highlight-code
 *   puts on MDX code blocks, which the stock component passes to StringContent, which
 *   drops it) to the stub `Highlight` (plugins/patches/prism-stub/prismStub.ts) that the
 *   stock CodeBlock/Content renders.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {BuildTimeTokens} from '@site/plugins/patches/prism-stub/prismStub';

/** The stock helper: plain-string children become one string, so the copy button has text. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props & {tokens?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </BuildTimeTokens.Provider>
  );
}
