/**
 * A Prism grammar for Move (2024 edition), written for this site: Prism ships none.
 * Token names reuse Prism's usual ones (keyword, builtin, number, …) so every Prism
 * theme colours Move without extra CSS; Move-specific tokens carry an alias.
 */
import type {Grammar} from 'prismjs';

const ABILITY = '(?:copy|drop|key|store)';
const KEYWORDS =
  'abort|acquires|as|break|const|continue|copy|else|entry|enum|fun|friend|has|if|let|loop|macro|match|module|move|mut|native|package|phantom|public|return|spec|struct|type|use|while|Self';

/** Integer literals: decimal or hex, `_` separators, optional type suffix (`10u64`, `0xFF_u8`). */
const NUMBER = /\b(?:0x[\dA-Fa-f][\dA-Fa-f_]*|\d[\d_]*)(?:u8|u16|u32|u64|u128|u256)?\b/;

export const moveGrammar: Grammar = {
  comment: [
    {pattern: /\/\/\/.*/, greedy: true, alias: 'doc-comment'},
    {pattern: /\/\/.*/, greedy: true},
    {pattern: /\/\*[\s\S]*?\*\//, greedy: true},
  ],
  // `#[test]`, `#[test_only]`, `#[expected_failure(abort_code = 1)]`, `#[error]`, …
  attribute: {
    pattern: /#\[[^\]]*\]/,
    greedy: true,
    alias: 'attr-name',
    inside: {
      punctuation: /^#\[|\]$|[(),=]/,
      number: NUMBER,
    },
  },
  string: [
    {pattern: /\bb"(?:\\[\s\S]|[^"\\])*"/, greedy: true},
    {pattern: /\bx"[\dA-Fa-f]*"/, greedy: true},
  ],
  // Named and numeric addresses: `@0x2`, `@sui`, `@my_package`.
  address: {pattern: /@(?:0x[\dA-Fa-f_]+|\d+|[A-Za-z_]\w*)/, alias: 'constant'},
  // Calls and definitions, generic or not: `bump(`, `new<T>(`. Before the ability rules,
  // which would otherwise split `f<T: key>(` and hide the call; keywords such as `if (` excluded.
  function: {
    pattern: new RegExp(`\\b(?!(?:${KEYWORDS})\\b)[a-z_]\\w*(?=\\s*(?:<[^<>()]*(?:<[^<>()]*>[^<>()]*)*>)?\\s*\\()`),
    greedy: true,
  },
  // `has key, store` on a struct or enum.
  'ability-list': {
    pattern: new RegExp(`(\\bhas\\s+)${ABILITY}(?:\\s*,\\s*${ABILITY})*\\b`),
    lookbehind: true,
    inside: {ability: {pattern: /\w+/, alias: 'builtin'}, punctuation: /,/},
  },
  // Constraints on type parameters: `<T: key + store>`, `phantom T: drop`.
  'ability-constraint': {
    pattern: new RegExp(`(:\\s*)${ABILITY}(?:\\s*\\+\\s*${ABILITY})*\\b`),
    lookbehind: true,
    inside: {ability: {pattern: /\w+/, alias: 'builtin'}, operator: /\+/},
  },
  label: {pattern: /'[A-Za-z_]\w*/, alias: 'symbol'},
  keyword: new RegExp(`\\b(?:${KEYWORDS})\\b`),
  boolean: /\b(?:true|false)\b/,
  builtin: /\b(?:address|bool|signer|u8|u16|u32|u64|u128|u256|vector)\b/,
  macro: {pattern: /\b[A-Za-z_]\w*!/, alias: 'function'},
  number: NUMBER,
  // Module paths: `sui::coin::Coin` marks `sui` and `coin`.
  namespace: /\b[a-z_]\w*(?=::)/,
  constant: /\b[A-Z][A-Z\d_]+\b/,
  'class-name': /\b[A-Z]\w*\b/,
  operator: /::|\.\.|&&|\|\||[-+*/%^!=<>]=?|[&|]/,
  punctuation: /[{}[\]();,.:]/,
};

/** Registers the grammar on a Prism instance under `move` (and `sui-move`). */
export function registerMove(prism: {languages: Record<string, Grammar>}): void {
  prism.languages.move = moveGrammar;
  prism.languages['sui-move'] = moveGrammar;
}
