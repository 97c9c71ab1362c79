/**
 * What the page bundles get for `prism-react-renderer` (see ./index.ts), written against
 * prism-react-renderer 2.4.1 as @docusaurus/theme-classic 3.10.2 uses it:
 * - `Prism`: empty (./prism.ts, which the theme's client module gets instead of this file);
 * - `Highlight`: the stock CodeBlock/Content (theme-classic lib/theme/CodeBlock/Content/index.js)
 *   renders `<Highlight theme code language>{render}</Highlight>`. Instead of running Prism,
 *   this one gives `render` the tokens computed at build time (plugins/highlight-code), which
 *   src/theme/CodeBlock provides through `BuildTimeTokens` below, as runs over the code the
 *   block shows (magic comments removed at build time); a block without tokens gets its lines
 *   plain, as Prism gives a language it has no grammar for.
 * Unlike prism-react-renderer, no inline colours: `style` is empty and `getLineProps` and
 * `getTokenProps` give class names only (`token-line`; `token` and the token's Prism types),
 * as the colours come from the stylesheet plugins/highlight-code/themeCss.ts writes from the
 * Prism themes. An empty line's token keeps prism-react-renderer's `display: inline-block`,
 * which keeps it one line high. The `theme` prop is ignored, and the language is not
 * lower-cased as prism-react-renderer does (the site's earlier CodeBlock/Content did not, and
 * plugins/highlight-code already looks the grammar up lower-cased).
 * The lines keep their identity while the code and tokens do not change, and the two
 * functions are module constants, so the memoized CodeBlock/Line (src/theme/CodeBlock/Line)
 * skips every line when the block renders again (the word-wrap state settles after mount).
 */
import {createContext, useContext, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  RenderProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {decodeRuns, plainLines} from '../../highlight-code/tokens';

export {Prism} from './prism';

/**
 * A code block's build-time tokens (the `tokens` prop plugins/highlight-code puts on MDX
 * code blocks, runs in the format of plugins/highlight-code/tokens.ts), provided by
 * src/theme/CodeBlock, which receives them as a prop, to `Highlight` below, which the stock
 * CodeBlock/Content renders with only the code and its language. Undefined: the block has
 * no tokens (a language Prism lacks, or code built in the browser) and is shown plain.
 */
export const BuildTimeTokens = createContext<string | undefined>(undefined);

const NO_STYLE: CSSProperties = {};
const EMPTY_TOKEN: CSSProperties = {display: 'inline-block'};

function getLineProps({className, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

function getTokenProps({token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: token.empty ? {...EMPTY_TOKEN, ...style} : style,
  };
}

export function Highlight({code, language, children: render}: HighlightProps): ReturnType<HighlightProps['children']> {
  const tokens = useContext(BuildTimeTokens);
  const lines = useMemo(() => (tokens ? decodeRuns(tokens, code) : plainLines(code)), [tokens, code]);
  const props: RenderProps = {
    tokens: lines,
    className: `prism-code language-${language}`,
    style: NO_STYLE,
    getLineProps,
    getTokenProps,
  };
  return render(props);
}
