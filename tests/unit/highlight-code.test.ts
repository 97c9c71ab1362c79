import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Code, Root} from 'mdast';
import remarkHighlightCode from '../../plugins/highlight-code/remark';
import {
  decodeLineClassNames,
  droppedLines,
  encodeLineClassNames,
  shownCode,
} from '../../plugins/highlight-code/blockProps';
import {createCodeBlockMetadata, defaultMagicComments} from '../../plugins/highlight-code/metadata';
import {highlightedTokens, tokenizeLines} from '../../plugins/highlight-code/tokenize';
import {alignLines, decodeLines, decodeRuns, encodeLines, plainLines} from '../../plugins/highlight-code/tokens';

const MOVE = `module demo::counter;

/// A shared counter.
public struct Counter has key { id: UID, value: u64 }
`;

test('the tokens a page carries decode to exactly what Prism gives the theme', () => {
  for (const [code, lang] of [
    [MOVE, 'move'],
    ['const a = `x\n\ny`; // two lines\n', 'ts'],
    ['[package]\nname = "demo"\n', 'toml'],
    ['sui client publish --gas-budget 100000000\n', 'bash'],
  ]) {
    const shown = code.replace(/\n$/, '');
    const expected = alignLines(decodeLines(encodeLines(tokenizeLines(code, lang))), shown);
    assert.deepEqual(decodeRuns(highlightedTokens(code, lang)!, shown), expected, lang);
    // The runs carry lengths and types only: the text is the code's.
    assert.ok(!highlightedTokens(code, lang)!.includes('counter'), lang);
  }
});

test('Move keywords, abilities and doc comments get their token types', () => {
  const types = tokenizeLines(MOVE, 'move')
    .flat()
    .map((t) => `${t.types.join('.')}:${t.content.trim()}`);
  for (const expected of [
    'keyword:module',
    'comment.doc-comment:/// A shared counter.',
    'keyword:struct',
    'ability-list.ability.builtin:key',
    'builtin:u64',
  ]) {
    assert.ok(types.includes(expected), `${expected} not in ${types.join(' | ')}`);
  }
});

test('a language Prism has no grammar for gets no tokens, and is shown as plain lines', () => {
  assert.equal(highlightedTokens('a = 1', 'ini'), undefined);
  assert.equal(highlightedTokens('a = 1', undefined), undefined);
  assert.deepEqual(plainLines('a\n\nb'), [
    [{types: ['plain'], content: 'a'}],
    [{types: ['plain'], content: '\n', empty: true}],
    [{types: ['plain'], content: 'b'}],
  ]);
});

test('lines the theme removes (magic comments, the last line break) are skipped, the others keep their tokens', () => {
  const raw = 'let a = 1;\n// highlight-next-line\nlet b = 2;\n';
  const tokens = tokenizeLines(raw, 'ts');
  const shown = alignLines(tokens, 'let a = 1;\nlet b = 2;');
  assert.equal(shown.length, 2);
  assert.deepEqual(shown[1], tokens[2]);
  // Code that no longer matches the tokens is shown plain, not with someone else's colours.
  assert.deepEqual(alignLines(tokens, 'let c = 3;'), plainLines('let c = 3;'));
});

test('the remark plugin puts tokens on fenced code in known languages only', async () => {
  const md =
    '```move\nmodule a::b;\n```\n\n```mermaid\ngraph TD; A-->B\n```\n\n```ini\nx = 1\n```\n\n```\nplain\n```\n';
  const processor = unified().use(remarkParse).use(remarkHighlightCode);
  const tree = (await processor.run(processor.parse(md))) as Root;
  const blocks = tree.children.filter((n): n is Code => n.type === 'code');
  const tokensOf = (c: Code) => (c.data as {hProperties?: {tokens?: string}} | undefined)?.hProperties?.tokens;
  assert.deepEqual(decodeRuns(tokensOf(blocks[0])!, 'module a::b;'), tokenizeLines('module a::b;', 'move'));
  assert.deepEqual(blocks.slice(1).map(tokensOf), [undefined, undefined, undefined]);
});

test('the remark plugin prepares what the theme would parse: title, line numbers, highlighted and removed lines', async () => {
  const md = [
    '```ts title="a.ts" showLineNumbers=3',
    'let a = 1;',
    '// highlight-next-line',
    'let b = 2;',
    '// highlight-start',
    'let c = 3;',
    'let d = 4;',
    '// highlight-end',
    '```',
    '',
    '```bash {1,3}',
    'echo a',
    '# not a magic comment here',
    'echo b',
    '```',
    '',
  ].join('\n');
  const processor = unified().use(remarkParse).use(remarkHighlightCode);
  const tree = (await processor.run(processor.parse(md))) as Root;
  const [ts, bash] = tree.children.filter((n): n is Code => n.type === 'code');
  const propsOf = (c: Code) => (c.data as {hProperties: Record<string, unknown>}).hProperties;
  const {tokens, ...rest} = propsOf(ts!);
  assert.deepEqual(rest, {
    drop: '1,3,6',
    hl: 'theme-code-block-highlighted-line:1,2,3',
    title: 'a.ts',
    showLineNumbers: 3,
  });
  const shown = 'let a = 1;\nlet b = 2;\nlet c = 3;\nlet d = 4;';
  const written = ts!.value;
  assert.deepEqual(
    decodeRuns(tokens as string, shown),
    alignLines(decodeLines(encodeLines(tokenizeLines(written, 'ts'))), shown),
  );
  const {tokens: _t, ...bashRest} = propsOf(bash!);
  // A metastring range keeps every line and marks the ones it names.
  assert.deepEqual(bashRest, {hl: 'theme-code-block-highlighted-line:0,2'});
});

test('what the page carries for a block gives back the theme metadata the build computed', () => {
  const magicComments = defaultMagicComments();
  const cases: Array<[string, string | undefined, string | undefined]> = [
    ['a\n// highlight-next-line\nb\n', 'ts', undefined],
    ['a\r\nb\r\n', 'ts', undefined],
    ['# highlight-start\nx\ny\n# highlight-end\nz', 'bash', 'title="t"'],
    ['one\ntwo\nthree\n', undefined, '{1,3} showLineNumbers'],
    ['<!-- highlight-next-line -->\n<p>x</p>\n', 'html', undefined],
  ];
  for (const [code, lang, metastring] of cases) {
    const meta = createCodeBlockMetadata({code, className: lang && `language-${lang}`, metastring, magicComments});
    const drop = droppedLines(code, meta.code);
    assert.equal(shownCode(code, drop?.join(',')), meta.code, code);
    assert.deepEqual(decodeLineClassNames(encodeLineClassNames(meta.lineClassNames)), meta.lineClassNames, code);
  }
});
