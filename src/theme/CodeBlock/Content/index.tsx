/**
 * Ejected from @docusaurus/theme-classic 3.10 to render tokens computed at build time
 * (plugins/highlight-code) instead of running Prism in the browser: the stock component
 * imports prism-react-renderer, which put Prism and its grammars (about 31 KB gzip) in
 * every page's main bundle. Markup, class names and inline colours are the stock ones.
 * A block without tokens (a language Prism lacks, or code built in the browser) is plain.
 */
import React, {forwardRef, useMemo, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {alignLines, decodeLines, plainLines, type Token} from '@site/plugins/highlight-code/tokens';
import {useHighlightedTokens} from './highlightedTokens';
import styles from './styles.module.css';

type StyleDict = Record<string, CSSProperties | undefined>;

/** A Prism theme as a style per token type (prism-react-renderer's `themeToDict`). */
function themeToDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

/** prism-react-renderer's `getLineProps` and `getTokenProps`, which CodeBlock/Line calls. */
function propGetters(dict: StyleDict) {
  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty) return dict[types[0]];
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
  };
  return {
    getLineProps: ({className, style, line: _line, ...rest}: {className?: string; style?: CSSProperties; line: Token[]}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dict.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}: {token: Token; className?: string; style?: CSSProperties}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(token), ...style} : tokenStyle(token),
    }),
  };
}

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
  const prismTheme = usePrismTheme();
  const tokens = useHighlightedTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const dict = useMemo(() => themeToDict(prismTheme, language), [prismTheme, language]);
  // The lines only change with the code or the colour theme. The word-wrap state changes
  // once after mount on every block that scrolls; keeping the same elements lets React
  // skip every line and token then, rather than render the whole block again.
  const renderedLines = useMemo(() => {
    const lines = tokens ? alignLines(decodeLines(tokens), code) : plainLines(code);
    const {getLineProps, getTokenProps} = propGetters(dict);
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
  }, [tokens, code, dict, lineClassNames, lineNumbersStart]);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, `prism-code language-${language}`)} style={dict.root}>
      <Code>{renderedLines}</Code>
    </Pre>
  );
}
