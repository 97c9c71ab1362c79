/**
 * Wraps the stock CodeBlock/Content/String to hand the block's build-time tokens (the
 * `tokens` prop that plugins/highlight-code puts on MDX code blocks) to CodeBlock/Content.
 */
import React, {type ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import type StringContentType from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import {HighlightedTokensContext} from '../highlightedTokens';

type Props = WrapperProps<typeof StringContentType> & {tokens?: string};

export default function StringContentWrapper({tokens, ...props}: Props): ReactNode {
  return (
    <HighlightedTokensContext.Provider value={tokens}>
      <StringContent {...props} />
    </HighlightedTokensContext.Provider>
  );
}
