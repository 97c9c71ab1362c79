import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Code, Root} from 'mdast';
import remarkHighlightCode from '../../plugins/highlight-code/remark';
import {highlightedTokens, tokenizeLines} from '../../plugins/highlight-code/tokenize';
import {alignLines, decodeLines, plainLines} from '../../plugins/highlight-code/tokens';

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
    assert.deepEqual(decodeLines(highlightedTokens(code, lang)!), tokenizeLines(code, lang), lang);
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
  assert.deepEqual(decodeLines(tokensOf(blocks[0])!), tokenizeLines('module a::b;', 'move'));
  assert.deepEqual(blocks.slice(1).map(tokensOf), [undefined, undefined, undefined]);
});
