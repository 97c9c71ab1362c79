/**
 * The highlighted-code formats shared by the build (./tokenize.ts writes them) and the
 * browser (plugins/patches/prism-stub/prismStub.ts reads them). Code blocks are tokenized by
 * Prism at build time, so no page ships Prism or its grammars; the page carries the tokens.
 *
 * What a page carries (`encodeRuns`/`decodeRuns`): the tokens as runs over the code the block
 * shows, which the page has anyway, so no text twice: the token types joined by `|`, a `~`,
 * then the lines joined by `;`, each a `,`-joined list of tokens, a token being its length
 * (plain) or its length, `.` and the index of its types (joined by spaces) in that table.
 *
 * The build's intermediate form (`encodeLines`/`decodeLines`), as JSON: an array of lines; a
 * line is an array of tokens; a token is its text alone when it is plain, or `[types, text]`.
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

const LINE_BREAK = /\r\n|\r|\n/;

/** The runs a page carries for `lines`, the tokens of the code `shown` (which the page has). */
export function encodeRuns(lines: Token[][], shown: string): string {
  const texts = shown.split(LINE_BREAK);
  if (texts.length !== lines.length || lines.some((line, i) => lineText(line) !== texts[i])) {
    throw new Error('plugins/highlight-code: the tokens do not spell the code the block shows');
  }
  const types: string[] = [];
  const typeIndex = new Map<string, number>();
  const encoded = lines.map((line) =>
    line
      .map((t) => {
        const length = t.empty ? 0 : t.content.length;
        if (t.types.length === 1 && t.types[0] === 'plain') return String(length);
        const key = t.types.join(' ');
        let index = typeIndex.get(key);
        if (index === undefined) {
          index = types.push(key) - 1;
          typeIndex.set(key, index);
        }
        return `${length}.${index}`;
      })
      .join(','),
  );
  return `${types.join('|')}~${encoded.join(';')}`;
}

/** The lines of tokens of `code` from its runs; a line whose runs do not fit it is shown plain. */
export function decodeRuns(runs: string, code: string): Token[][] {
  const cut = runs.indexOf('~');
  const types = runs.slice(0, cut).split('|');
  const lines = runs.slice(cut + 1).split(';');
  return code.split(LINE_BREAK).map((text, i) => {
    const line: Token[] = [];
    let at = 0;
    for (const run of lines[i] ? lines[i]!.split(',') : []) {
      const dot = run.indexOf('.');
      const end = at + parseInt(run, 10);
      line.push({types: dot < 0 ? ['plain'] : types[+run.slice(dot + 1)]!.split(' '), content: text.slice(at, end)});
      at = end;
    }
    return at === text.length ? markEmpty(line) : plainLines(text)[0]!;
  });
}

/** Lines of unhighlighted code, as Prism renders a language it has no grammar for. */
export function plainLines(code: string): Token[][] {
  return code.split(LINE_BREAK).map((text) => markEmpty([{types: ['plain'], content: text}]));
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
  const shown = code.split(LINE_BREAK);
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
