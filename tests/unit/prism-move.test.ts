import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Prism} from 'prism-react-renderer';
import {registerMove} from '../../plugins/highlight-code/move';

registerMove(Prism as unknown as Parameters<typeof registerMove>[0]);

type Tok = string | Prism.Token;

/** Flattens Prism's token tree into [type, text] pairs (aliases kept as `type/alias`). */
function tokens(code: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (list: Tok[], parent?: string) => {
    for (const t of list) {
      if (typeof t === 'string') continue;
      const type = t.alias ? `${t.type}/${[t.alias].flat().join(',')}` : t.type;
      if (typeof t.content === 'string') out.push([parent ? `${parent}>${type}` : type, t.content]);
      else walk([t.content].flat() as Tok[], type);
    }
  };
  walk(Prism.tokenize(code, Prism.languages.move));
  return out;
}

const has = (code: string, type: string, text: string) =>
  assert.ok(
    tokens(code).some(([ty, tx]) => ty.split('>').pop()!.split('/')[0] === type && tx === text),
    `expected a ${type} token "${text}" in: ${JSON.stringify(tokens(code))}`,
  );

const sample = `/// A counter anyone can bump.
module counter::counter;

use sui::coin::{Self, Coin};

const EOverflow: u64 = 0x1_u64;

public struct Counter has key, store {
    id: UID,
    value: u64,
}

public fun bump<T: key + store>(c: &mut Counter, _: &T) {
    assert!(c.value < 100u64, EOverflow); // guard
    c.value = c.value + 1;
    let owner = @0x2;
    let name = b"counter";
    let raw = x"0aff";
}

#[test]
fun test_bump() { /* nothing */ }
`;

test('keywords of Move 2024, including public struct, let mut and use', () => {
  for (const kw of ['module', 'use', 'const', 'public', 'struct', 'has', 'fun', 'let', 'mut'])
    has(sample, 'keyword', kw);
});

test('abilities after has and in type constraints', () => {
  has(sample, 'ability', 'key');
  has(sample, 'ability', 'store');
  has('fun f<T: copy + drop>() {}', 'ability', 'copy');
  has('fun f<T: copy + drop>() {}', 'ability', 'drop');
  // `copy` as an expression is a keyword, not an ability.
  has('let y = copy x;', 'keyword', 'copy');
});

test('addresses, numeric literals with suffixes, byte and hex strings', () => {
  has(sample, 'address', '@0x2');
  has('let a = @sui;', 'address', '@sui');
  has(sample, 'number', '100u64');
  has(sample, 'number', '0x1_u64');
  has(sample, 'string', 'b"counter"');
  has(sample, 'string', 'x"0aff"');
});

test('comments, doc comments and attributes', () => {
  has(sample, 'comment', '/// A counter anyone can bump.');
  has(sample, 'comment', '// guard');
  has(sample, 'comment', '/* nothing */');
  assert.ok(
    tokens(sample).some(([ty]) => ty.startsWith('attribute')),
    'the #[test] attribute is a token',
  );
  assert.ok(
    tokens('#[expected_failure(abort_code = 7)]').some(
      ([ty, tx]) => ty.startsWith('attribute') && ty.endsWith('>number') && tx === '7',
    ),
    'an abort code inside an attribute is a number',
  );
});

test('builtin types, macros, module paths, functions and type names', () => {
  has(sample, 'builtin', 'u64');
  has(sample, 'macro', 'assert!');
  has(sample, 'namespace', 'sui');
  has(sample, 'namespace', 'coin');
  has(sample, 'function', 'bump');
  has(sample, 'class-name', 'Counter');
  has(sample, 'class-name', 'EOverflow');
});
