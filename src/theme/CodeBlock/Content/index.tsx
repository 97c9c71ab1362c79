/**
 * Replaces @docusaurus/theme-classic 3.10.2's CodeBlock/Content (lib/theme/CodeBlock/Content/index.js).
 * The same `<pre>` and `<code>` with the same classes, attributes and word-wrap ref, but the
 * lines inside `<code>` are one HTML string (plugins/patches/prism-stub/linesHtml.ts) from the
 * build-time tokens that src/theme/CodeBlock provides, instead of a React element per line
 * and token through prism-react-renderer's `Highlight`: a block is a handful of elements for
 * React to create, hydrate and compare, and the page bundles leave out Line, Token and the
 * Highlight stub. Server and browser build the same string, so hydration keeps the server's
 * lines; the string changes only with the code, so a word-wrap toggle leaves them alone.
 */
import React, {useContext, useMemo, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {BuildTimeTokens} from '@site/plugins/patches/prism-stub/prismStub';
import {linesHtml, type NumberedLineClasses} from '@site/plugins/patches/prism-stub/linesHtml';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokens = useContext(BuildTimeTokens);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = useMemo(
    () =>
      linesHtml(tokens, code, lineClassNames, numbered ? (lineStyles as unknown as NumberedLineClasses) : undefined),
    [tokens, code, lineClassNames, numbered],
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // As the stock Pre: a block that scrolls takes focus.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        // Lines from the build's tokens, escaped (plugins/patches/prism-stub/linesHtml.ts).
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
