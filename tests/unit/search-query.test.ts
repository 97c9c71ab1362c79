/**
 * Query understanding (plugins/local-search/query.ts) and the ranking built on it
 * (engine.ts): stop words, stemming, identifiers, shorthands and concepts; a page whose
 * title answers above one that mentions the words in passing; one page's sections not
 * pushing every other page out; the closest spelling for "No results"; bad input inert.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rank, suggest} from '../../plugins/local-search/engine';
import {openIndex} from '../../plugins/local-search/indexFile';
import {isProse, parseQuery, phraseTerms, stem} from '../../plugins/local-search/query';
import {buildIndex} from '../../plugins/local-search/writeIndex';
import synonyms from '../../config/search-synonyms.json';
import {record, section} from '../support/searchRecords';

const terms = (query: string) => parseQuery(query).words.map((w) => w.term);

test('question and filler words are dropped; what is left is the subject', () => {
  assert.deepEqual(terms('how do I stake my sui'), ['stak', 'sui']);
  assert.deepEqual(terms('What is an epoch?'), ['epoch']);
  assert.deepEqual(terms('can I pay gas for another user'), ['pay', 'gas', 'another', 'user']);
});

test('stake, stakes, staked and staking meet; short words and identifiers with digits stay', () => {
  assert.deepEqual(['stake', 'stakes', 'staked', 'staking'].map(stem), ['stak', 'stak', 'stak', 'stak']);
  assert.deepEqual(['upgrade', 'upgraded', 'upgrading'].map(stem), ['upgrad', 'upgrad', 'upgrad']);
  assert.deepEqual(['addresses', 'address', 'keys', 'wrapped', 'wrapping'].map(stem), [
    'address',
    'address',
    'key',
    'wrap',
    'wrap',
  ]);
  assert.deepEqual(['gas', 'string', 'ed25519', 'sha256'].map(stem), ['gas', 'string', 'ed25519', 'sha256']);
});

test('identifiers are matched whole or by their parts', () => {
  for (const query of ['splitCoins', 'split_coins']) {
    const [word] = parseQuery(query).words;
    assert.deepEqual(word!.parts, ['split', 'coin'], query);
  }
  assert.deepEqual(terms('SuiClient.getObject'), ['suiclient', 'getobject']);
  assert.deepEqual(parseQuery('SuiClient.getObject').words[1]!.parts, ['get', 'object']);
  assert.deepEqual(terms('0x2::coin'), ['0x2', 'coin']);
  assert.deepEqual(terms('sui client ptb'), ['sui', 'client', 'ptb']);
  assert.deepEqual(parseQuery('sui client ptb').words[2]!.expansion, ['programmabl', 'transaction', 'block']);
});

test("concepts in the reader's words point to the pages' words", () => {
  const finds = (query: string) => parseQuery(query).concepts.map((c) => c.find.join(' '));
  assert.ok(finds('log in with google').includes('zklogin'));
  assert.ok(finds('how do I pay gas for another user').includes(phraseTerms('sponsored transaction').join(' ')));
  assert.ok(finds('2 of 3 signatures').includes('multisig'));
  assert.ok(finds('m-of-n wallet').includes('multisig'));
  assert.ok(finds('how are the fees computed').includes('gas'));
  // A pattern sees the question phrase that the searched words leave out ("how fast").
  const speed = phraseTerms('finality latency').join(' ');
  assert.ok(finds('how fast is sui').includes(speed));
  // "sui" there is part of the question, not its subject: the concept stands in for it.
  const fast = parseQuery('how fast is sui').concepts.find((c) => c.find.join(' ') === speed);
  assert.deepEqual(fast?.phrased, [0]);
  assert.deepEqual(parseQuery('latency of sui').concepts, []);
  assert.ok(!finds('how fast does an epoch change').includes(speed));
  assert.deepEqual(finds('kiosk'), []);
  // A phrase naming an identifier fires on the identifier as typed, not on its parts too.
  const transferRules = phraseTerms('store decides transfer').join(' ');
  assert.ok(finds('transfer vs public_transfer').includes(transferRules));
  assert.ok(!finds('public transfer').includes(transferRules));
});

test('no concept trigger loses a word to the stop words (it would fire on fewer words than written)', () => {
  const data = synonyms as {concepts: {when: string[]}[]};
  const shrunk = data.concepts.flatMap((c) =>
    c.when.filter((phrase) => {
      const words = new Set(
        phrase
          .toLowerCase()
          .split(/[^\p{L}\p{N}_]+/u)
          .filter(Boolean),
      );
      return phraseTerms(phrase, {parts: false}).length < words.size;
    }),
  );
  assert.deepEqual(shrunk, [], 'write these without question or filler words, or as a pattern');
});

const gasInSui = record('/concepts/tokenomics/gas-in-sui', 'Gas in Sui', 'What you pay to run a transaction.', {
  description: 'How computation and storage fees are calculated.',
});
const pages = [
  gasInSui,
  section(gasInSui, 'fee-formula', 'The fee formula', 'Computation fees plus storage fees minus the rebate.'),
  record('/sui-compared', 'Sui compared', 'Fees on Ethereum are computed per opcode; on Solana per signature.'),
  record('/concepts/transactions/sponsored-transactions', 'Sponsored transactions', 'A sponsor pays the gas.', {
    description: 'How a sponsor can pay the gas for another user.',
  }),
  record('/concepts/cryptography/zklogin', 'zkLogin', 'Sign in with an OpenID provider such as Google.'),
  record('/concepts/cryptography/transaction-auth/multisig', 'Multisig', 'Combine keys with weights and a threshold.'),
  record('/concepts/tokenomics/staking-unstaking', 'Staking and unstaking', 'Stake SUI with a validator.'),
  record(
    '/guides/developer/sui-101/building-ptb',
    'Build programmable transaction blocks',
    'Use splitCoins and mergeCoins.',
  ),
];
const long = record('/references/cli/client', 'Sui Client CLI', 'Every sui client command.');
pages.push(long);
for (let i = 0; i < 12; i++)
  pages.push(section(long, `staking-${i}`, `Staking command ${i}`, 'sui client stake options.'));
const built = buildIndex(pages);
const index = openIndex(JSON.parse(built.files.get(built.manifest.index)!));
const topPages = (query: string) => [...new Set(rank(index, query).map((h) => index.docs[h.id]![0].split('#')[0]))];

test("readers' questions reach the page that answers them", () => {
  assert.equal(topPages('how do I pay gas for another user')[0], '/concepts/transactions/sponsored-transactions');
  assert.equal(topPages('log in with google')[0], '/concepts/cryptography/zklogin');
  assert.equal(topPages('2 of 3 signatures')[0], '/concepts/cryptography/transaction-auth/multisig');
  assert.equal(topPages('splitCoins')[0], '/guides/developer/sui-101/building-ptb');
  assert.equal(topPages('split_coins')[0], '/guides/developer/sui-101/building-ptb');
});

test('every keystroke of a word being typed keeps finding its page', () => {
  for (let end = 3; end <= 'staking'.length; end++) {
    const typed = 'staking'.slice(0, end);
    assert.ok(topPages(typed).includes('/concepts/tokenomics/staking-unstaking'), typed);
  }
});

test('a page whose title or description answers ranks above one that mentions the words in passing', () => {
  assert.equal(topPages('how are gas fees computed')[0], '/concepts/tokenomics/gas-in-sui');
});

test("one page's many matching sections do not push every other page out of the first results", () => {
  const hits = rank(index, 'staking');
  const firstPages = new Set(hits.slice(0, 4).map((h) => index.docs[h.id]![0].split('#')[0]));
  assert.ok(firstPages.has('/concepts/tokenomics/staking-unstaking'), [...firstPages].join(', '));
  assert.equal(hits.length, 13, 'every matching record is still there');
});

test('no results: the closest spelling that finds results, or nothing for gibberish', () => {
  assert.deepEqual(rank(index, 'mulltisiggg'), []);
  assert.equal(suggest(index, 'mulltisiggg'), 'multisig');
  assert.equal(suggest(index, 'zzzqqqxxy'), null);
});

test('bad input is inert: empty, 5,000 characters, emoji, right-to-left text, HTML tags', () => {
  const started = performance.now();
  for (const query of [
    '',
    '   ',
    'staking '.repeat(625),
    'x'.repeat(5000),
    '🚀🔥 😀',
    'שלום עולם',
    '\u202Egnikats',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '\u0000\uFFFF',
  ]) {
    assert.doesNotThrow(() => rank(index, query), query.slice(0, 20));
    assert.doesNotThrow(() => suggest(index, query), query.slice(0, 20));
  }
  assert.deepEqual(rank(index, '🚀🔥 😀'), []);
  assert.ok(performance.now() - started < 2000, 'all answered at once');
});

test('a query reads as a sentence when it has a question or filler word and no identifier', () => {
  for (const q of ['enum in move', 'what is the maximum object size', 'how do I stake'])
    assert.equal(isProse(q), true, q);
  for (const q of ['kiosk lock', 'MoveEnum', 'what is 0x2::coin', 'how to call tx.splitCoins', 'what is split_coins'])
    assert.equal(isProse(q), false, q);
});
