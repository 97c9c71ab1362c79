/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js), with its
 * string branch (lib/theme/CodeBlock/Content/String.js) written in. Three changes; the
 * element branch (ElementContent for JSX children) and the rendered tree are stock:
 * - No `key={String(useIsBrowser())}` on the content: with it, every block on the page is
 *   thrown away and built again right after hydration (on a page with long samples,
 *   thousands of elements in one task that blocks input). The key existed because
 *   hydration keeps the server's inline Prism colours; with the prism-stub patch there are
 *   none (the colours come from a stylesheet, plugins/highlight-code/themeCss.ts). The key
 *   sits in this component's own render, so no wrapper can take it off.
 * - The block's metadata (code shown, class names of its lines, title, first line number)
 *   comes prepared from the build (plugins/highlight-code/remark.ts ran theme-common's
 *   `createCodeBlockMetadata` on it: `drop`, `hl`, `title`, `showLineNumbers`), instead of
 *   parsing the metastring and magic comments here, so that parser stays out of the page
 *   bundles. A string block without those properties (one a component builds, such as the
 *   JSON-RPC examples) is shown as the theme shows a block without metastring or magic
 *   comments.
 * - It provides the block's build-time `tokens` to the stub `Highlight`
 *   (plugins/patches/prism-stub/prismStub.ts) that the stock CodeBlock/Content renders.
 */
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import {BuildTimeTokens} from '@site/plugins/patches/prism-stub/prismStub';
import {decodeLineClassNames, shownCode} from '@site/plugins/highlight-code/blockProps';

/** What plugins/highlight-code/remark.ts puts on a block, besides the stock props. */
interface Prepared {
  tokens?: string;
  drop?: string;
  hl?: string;
}

/** The stock helper: plain-string children become one string, so the copy button has text. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function useMetadata({children, className, language: lang, title, showLineNumbers, drop, hl}: Props & Prepared) {
  const {prism} = useThemeConfig();
  return useMemo((): CodeBlockMetadata => {
    const input = children as string;
    // The theme's own steps, in its order: language from the prop, the class name or the default.
    const language =
      (lang ?? /(?:^| )language-([^ ]*)/.exec(className ?? '')?.[1] ?? prism.defaultLanguage)?.toLowerCase() ?? 'text';
    return {
      codeInput: input,
      code: shownCode(input, drop),
      className: clsx(className, language && !className?.includes(`language-${language}`) && `language-${language}`),
      language,
      title,
      lineNumbersStart: typeof showLineNumbers === 'boolean' ? (showLineNumbers ? 1 : undefined) : showLineNumbers,
      lineClassNames: decodeLineClassNames(hl),
    };
  }, [children, className, lang, title, showLineNumbers, drop, hl, prism.defaultLanguage]);
}

function StringContent(props: Props & Prepared): ReactNode {
  const metadata = useMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props & Prepared): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <StringContent {...props}>{children}</StringContent>
    </BuildTimeTokens.Provider>
  );
}
