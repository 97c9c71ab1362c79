/**
 * plugins/patches/prism-stub/linesHtml.ts writes a code block's lines straight from the
 * build's runs. It must give the markup the theme's CodeBlock/Line and the site's former
 * CodeBlock/Line/Token rendered for the tokens `decodeRuns` gives (the reference below, rule
 * for rule), on highlighted, plain, empty, numbered and highlighted lines.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linesHtml} from '../../plugins/patches/prism-stub/linesHtml';
import {highlightedTokens} from '../../plugins/highlight-code/tokenize';
import {decodeRuns, plainLines, type Token} from '../../plugins/highlight-code/tokens';

const NUMBERED = {codeLine: 'codeLine_x', codeLineNumber: 'codeLineNumber_x', codeLineContent: 'codeLineContent_x'};

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** CodeBlock/Line (fixLineBreak, classes, number spans, <br>) over CodeBlock/Line/Token, as React rendered them. */
function reference(lines: Token[][], classNames: Record<number, string[]>, numbered: boolean): string {
  return lines
    .map((raw, i) => {
      const line = raw.length === 1 && raw[0]!.content === '\n' ? [{...raw[0]!, content: ''}] : raw;
      const tokens = line
        .map((t) =>
          !t.empty && t.types.length === 1 && t.types[0] === 'plain'
            ? escapeText(t.content)
            : `<span class="token ${t.types.join(' ')}"${t.empty ? ' style="display:inline-block"' : ''}>${escapeText(t.content)}</span>`,
        )
        .join('');
      const cls = ['token-line', ...(classNames[i] ?? []), ...(numbered ? ['codeLine_x'] : [])].join(' ');
      const inner = numbered
        ? `<span class="codeLineNumber_x"></span><span class="codeLineContent_x">${tokens}</span>`
        : tokens;
      return `<div class="${cls}">${inner}<br></div>`;
    })
    .join('');
}

const SAMPLES: Array<[code: string, language: string]> = [
  [
    'module demo::counter;\n\n/// A <shared> counter & more.\npublic struct Counter has key { id: UID, value: u64 }\n',
    'move',
  ],
  ['const a = `x\n\ny`; // two lines\nif (a < b && b > c) {}\n', 'ts'],
  ['sui client publish --gas-budget 100000000\n\n# comment\n', 'bash'],
  ['[package]\nname = "demo"\n\n', 'toml'],
  ['{\n  "jsonrpc": "2.0"\n}', 'json'],
];

test('the lines written from the runs are the markup the theme rendered from the decoded tokens', () => {
  const classNames = {0: ['theme-code-block-highlighted-line'], 2: ['a', 'b']};
  for (const [written, language] of SAMPLES) {
    const shown = written.replace(/\n$/, '');
    const runs = highlightedTokens(written, language, shown)!;
    for (const numbered of [false, true]) {
      assert.equal(
        linesHtml(runs, shown, classNames, numbered ? NUMBERED : undefined),
        reference(decodeRuns(runs, shown), classNames, numbered),
        `${language}, numbered: ${numbered}`,
      );
    }
  }
});

test('without runs, or with runs that do not fit the code, lines are plain', () => {
  const code = 'a < 1\n\nb = 2';
  assert.equal(linesHtml(undefined, code, {}, undefined), reference(plainLines(code), {}, false));
  const runs = highlightedTokens('let x = 1;\n', 'ts')!;
  assert.equal(linesHtml(runs, 'let y = 22;', {}, undefined), reference(plainLines('let y = 22;'), {}, false));
});
