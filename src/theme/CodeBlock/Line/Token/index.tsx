/**
 * Swizzled from @docusaurus/theme-classic 3.10, whose component is a pass-through meant for
 * this: a plain token (Prism's text between typed tokens, which has no colour of its own
 * now that colours come from a stylesheet; see plugins/highlight-code/themeCss.ts) is
 * rendered as bare text instead of a <span>. That is about 40 % of a code block's
 * elements (236 of 500 tokens on the GraphQL object page) fewer to parse, style, lay out
 * and hydrate. Typed tokens and empty-line tokens (which need their inline-block style)
 * keep their <span>.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

const isPlain = ({style, token}: Pick<Props, 'style' | 'token'>): boolean =>
  style === undefined && token.types.length === 1 && token.types[0] === 'plain';

export default function CodeBlockLineToken({line: _line, token, ...span}: Props): ReactNode {
  if (isPlain({style: span.style, token})) return span.children;
  return <span {...span} />;
}
