/**
 * Replaces @docusaurus/theme-classic 3.10.2's CodeBlock/Line/Token
 * (lib/theme/CodeBlock/Line/Token/index.js), a pass-through `<span>` meant to be swizzled
 * for this: a plain token (Prism's text between typed tokens, which has no colour of its own
 * now that colours come from a stylesheet, plugins/highlight-code/themeCss.ts, and no inline
 * style from the stub getTokenProps of plugins/patches/prism-stub/prismStub.ts) is
 * rendered as bare text instead of a <span>. That is about 40 % of a code block's
 * elements (236 of 500 tokens on the GraphQL object page) fewer to parse, style, lay out
 * and hydrate. Typed tokens and empty-line tokens (which need their inline-block style)
 * keep their <span>.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({line: _line, token, ...span}: Props): ReactNode {
  const plain = span.style === undefined && token.types.length === 1 && token.types[0] === 'plain';
  return plain ? span.children : <span {...span} />;
}
