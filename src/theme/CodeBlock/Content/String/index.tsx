/**
 * Ejected from @docusaurus/theme-classic 3.10's CodeBlock/Content/String for two changes:
 * - it hands the block's build-time tokens (the `tokens` prop that plugins/highlight-code
 *   puts on MDX code blocks) to CodeBlock/Content;
 * - the block's metadata (its lines parsed for magic comments and highlight ranges) is
 *   computed once, not again each time the word-wrap state changes, which happens once
 *   after mount on every block that scrolls.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as StringProps} from '@theme/CodeBlock/Content/String';
import {HighlightedTokensContext} from '../highlightedTokens';

type Props = StringProps & {tokens?: string};

function useCodeBlockMetadata({children, className, metastring, language, title, showLineNumbers}: Props) {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <HighlightedTokensContext.Provider value={props.tokens}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </HighlightedTokensContext.Provider>
  );
}
