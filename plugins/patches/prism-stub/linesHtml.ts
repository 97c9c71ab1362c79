/**
 * A code block's lines as HTML, the markup the stock CodeBlock/Content renders for them with
 * the stub `Highlight` (./prismStub.ts), written as one string: src/theme/CodeBlock/Content
 * sets it as the `<code>` element's inner HTML, so a block is one element for React instead
 * of one per line and token, in the page's JavaScript and in every render and navigation.
 * Per line, as theme-classic 3.10.2's CodeBlock/Line renders it: a `token-line` div with the
 * line's class names (highlighted lines) and, with line numbers, the line classes and the
 * number and content spans of that component's CSS module; a line of one empty token has
 * it emptied (Line's `fixLineBreak`); then a `<br>`. Per token, as the site's
 * CodeBlock/Line/Token did: plain text bare, typed tokens in a span with `token` and their
 * Prism types, an empty line's token keeping prism-react-renderer's `display: inline-block`.
 */
import type {Token} from '../../highlight-code/tokens';

/** The class names of theme-classic's CodeBlock/Line CSS module that numbered lines use. */
export interface NumberedLineClasses {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

function tokenHtml(token: Token): string {
  const text = escapeText(token.content);
  if (!token.empty && token.types.length === 1 && token.types[0] === 'plain') return text;
  const style = token.empty ? ' style="display:inline-block"' : '';
  return `<span class="${['token', ...token.types].join(' ')}"${style}>${text}</span>`;
}

export function linesHtml(
  lines: ReadonlyArray<ReadonlyArray<Token>>,
  lineClassNames: Readonly<Record<number, ReadonlyArray<string>>>,
  numbered: NumberedLineClasses | undefined,
): string {
  return lines
    .map((line, i) => {
      const tokens = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(numbered ? [numbered.codeLine] : [])];
      const content = tokens.map(tokenHtml).join('');
      const inner = numbered
        ? `<span class="${numbered.codeLineNumber}"></span><span class="${numbered.codeLineContent}">${content}</span>`
        : content;
      return `<div class="${classes.join(' ')}">${inner}<br></div>`;
    })
    .join('');
}
