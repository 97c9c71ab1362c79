/**
 * Ejected from @docusaurus/theme-classic 3.10 to render tokens computed at build time
 * (plugins/highlight-code) instead of running Prism in the browser: the stock component
 * imports prism-react-renderer, which put Prism and its grammars (about 31 KB gzip) in
 * every page's main bundle. Markup and class names are the stock ones; the colours come
 * from the stylesheet plugins/highlight-code writes from the Prism themes, not from an
 * inline style on every token. A block without tokens (a language Prism lacks, or code
 * built in the browser) is plain.
 */
import React, {forwardRef, useMemo, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {alignLines, decodeLines, plainLines, type Token} from '@site/plugins/highlight-code/tokens';
import {useHighlightedTokens} from './highlightedTokens';
import styles from './styles.module.css';

// An empty line's token keeps the line one line high (prism-react-renderer's rule).
const EMPTY_TOKEN: CSSProperties = {display: 'inline-block'};

/** prism-react-renderer's `getLineProps` and `getTokenProps`, which CodeBlock/Line calls, without the theme's inline colours. */
const getLineProps = ({className, line: _line, ...rest}: {className?: string; line: Token[]}) => ({
  ...rest,
  className: clsx('token-line', className),
});

const getTokenProps = ({token, className, style, ...rest}: {token: Token; className?: string; style?: CSSProperties}) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
  style: token.empty ? {...EMPTY_TOKEN, ...style} : style,
});

// The stock component's forwardRef, kept so that the word-wrap button can measure the <pre>.
const Pre = forwardRef<HTMLPreElement | null, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // Scrollable code must be reachable by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokens = useHighlightedTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // The lines only change with the code. The word-wrap state changes
  // once after mount on every block that scrolls; keeping the same elements lets React
  // skip every line and token then, rather than render the whole block again.
  const renderedLines = useMemo(() => {
    const lines = tokens ? alignLines(decodeLines(tokens), code) : plainLines(code);
    return lines.map((line, i) => (
      <Line
        key={i}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClassNames[i]}
        showLineNumbers={lineNumbersStart !== undefined}
      />
    ));
  }, [tokens, code, lineClassNames, lineNumbersStart]);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, `prism-code language-${language}`)}>
      <Code>{renderedLines}</Code>
    </Pre>
  );
}
