/**
 * The highlighted-code format shared by the build (./tokenize.ts writes it) and the
 * browser (plugins/patches/prism-stub/prismStub.ts reads it). Code blocks are tokenized by Prism at
 * build time, so no page ships Prism or its grammars; the page carries the tokens instead.
 *
 * Encoded as JSON: an array of lines; a line is an array of tokens; a token is its text
 * alone when it is plain, or `[types, text]` with its Prism types joined by spaces.
 */

/** A token as prism-react-renderer's `normalizeTokens` gives it (what `CodeBlock/Line` renders). */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export type EncodedToken = string | [types: string, content: string];
export type EncodedLines = EncodedToken[][];

export function encodeLines(lines: Token[][]): string {
  const encoded: EncodedLines = lines.map((line) =>
    line.map((t) => (t.types.length === 1 && t.types[0] === 'plain' ? t.content : [t.types.join(' '), t.content])),
  );
  return JSON.stringify(encoded);
}

/** An empty line is one plain '\n' token (Prism's own convention, which keeps it one line high). */
function markEmpty(line: Token[]): Token[] {
  if (line.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
  if (line.length === 1 && (line[0].content === '' || line[0].content === '\n')) {
    return [{...line[0], content: '\n', empty: true}];
  }
  return line;
}

export function decodeLines(json: string): Token[][] {
  const encoded = JSON.parse(json) as EncodedLines;
  return encoded.map((line) =>
    markEmpty(
      line.map((t) =>
        typeof t === 'string' ? {types: ['plain'], content: t} : {types: t[0].split(' '), content: t[1]},
      ),
    ),
  );
}

/** Lines of unhighlighted code, as Prism renders a language it has no grammar for. */
export function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((text) => markEmpty([{types: ['plain'], content: text}]));
}

function lineText(line: Token[]): string {
  return line.map((t) => (t.empty ? '' : t.content)).join('');
}

/**
 * The tokens for the code a block shows. The build tokenizes the block as written; the
 * theme then drops magic-comment lines (`// highlight-next-line`) and the last line
 * break, so walk the tokenized lines and keep those the shown code still has. Lines not
 * found (tokens out of date) are shown plain rather than wrong.
 */
export function alignLines(tokenized: Token[][], code: string): Token[][] {
  const shown = code.split(/\r\n|\r|\n/);
  const out: Token[][] = [];
  let next = 0;
  for (const text of shown) {
    let i = next;
    while (i < tokenized.length && lineText(tokenized[i]) !== text) i += 1;
    if (i < tokenized.length) {
      out.push(tokenized[i]);
      next = i + 1;
    } else {
      out.push(...plainLines(text));
    }
  }
  return out;
}
