/**
 * A code block's lines as HTML, the markup the stock CodeBlock/Content renders for them with
 * the stub `Highlight` (./prismStub.ts), written as one string: src/theme/CodeBlock/Content
 * sets it as the `<code>` element's inner HTML, so a block is one element for React instead
 * of one per line and token, in the page's JavaScript and in every render and navigation.
 * Read straight from the build's runs (plugins/highlight-code/tokens.ts, `decodeRuns` gives
 * the same tokens), with the same fallbacks: no runs, or runs that do not fit a line, show
 * that line plain; an empty line is one empty token.
 * Per line, as theme-classic 3.10.2's CodeBlock/Line renders it: a `token-line` div with the
 * line's class names (highlighted lines) and, with line numbers, the line class and the
 * number and content spans of that component's CSS module; then a `<br>`. Per token, as the
 * site's CodeBlock/Line/Token did: plain text bare, typed tokens in a span with `token` and
 * their Prism types, and an empty line's token (emptied by Line's `fixLineBreak`) keeping
 * prism-react-renderer's `display: inline-block`.
 */

/** The class names of theme-classic's CodeBlock/Line CSS module that numbered lines use. */
export interface NumberedLineClasses {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeText = (text: string): string => text.replace(/[&<>]/g, (c) => ESCAPES[c]!);

/** A token: its Prism types joined by spaces (undefined: plain) and its text. */
type Piece = [types: string | undefined, text: string];

export function linesHtml(
  runs: string | undefined,
  code: string,
  lineClassNames: Readonly<Record<number, ReadonlyArray<string>>>,
  numbered: NumberedLineClasses | undefined,
): string {
  const cut = runs ? runs.indexOf('~') : 0;
  const types = runs ? runs.slice(0, cut).split('|') : [];
  const lineRuns = runs ? runs.slice(cut + 1).split(';') : [];
  return code
    .split(/\r\n|\r|\n/)
    .map((text, i) => {
      let pieces: Piece[] = [];
      let at = 0;
      for (const run of lineRuns[i] ? lineRuns[i]!.split(',') : []) {
        const dot = run.indexOf('.');
        const end = at + parseInt(run, 10);
        pieces.push([dot < 0 ? undefined : types[+run.slice(dot + 1)], text.slice(at, end)]);
        at = end;
      }
      if (at !== text.length || pieces.length === 0) pieces = [[undefined, text]];
      const content =
        pieces.length === 1 && pieces[0]![1] === ''
          ? `<span class="token ${pieces[0]![0] ?? 'plain'}" style="display:inline-block"></span>`
          : pieces.map(([t, s]) => (t ? `<span class="token ${t}">${escapeText(s)}</span>` : escapeText(s))).join('');
      const classes = ['token-line', ...(lineClassNames[i] ?? []), ...(numbered ? [numbered.codeLine] : [])];
      const inner = numbered
        ? `<span class="${numbered.codeLineNumber}"></span><span class="${numbered.codeLineContent}">${content}</span>`
        : content;
      return `<div class="${classes.join(' ')}">${inner}<br></div>`;
    })
    .join('');
}
