/**
 * Carries a code block's build-time tokens (plugins/highlight-code) from the MDX `code`
 * element's props, which the stock CodeBlock passes to CodeBlock/Content/String, down to
 * CodeBlock/Content, which the stock layout renders without props.
 */
import {createContext, useContext} from 'react';

export const HighlightedTokensContext = createContext<string | undefined>(undefined);

export function useHighlightedTokens(): string | undefined {
  return useContext(HighlightedTokensContext);
}
