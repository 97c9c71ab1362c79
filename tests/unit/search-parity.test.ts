/**
 * The search worker's code path (plugins/local-search/searcher.ts: fetching the manifest,
 * the index and the snippet shards, then ranking) and the CLI's (loadBuilt.ts: the same
 * files read from disk) give the same hits in the same order, suggestion included. The
 * browser itself is compared with the CLI in tests/e2e/search-questions.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MANIFEST_PATH, type SearchRecord} from '../../plugins/local-search/engine';
import {openIndex, type IndexFile} from '../../plugins/local-search/indexFile';
import {searchBuilt, suggestBuilt, type BuiltSearch} from '../../plugins/local-search/loadBuilt';
import {createSearcher} from '../../plugins/local-search/searcher';
import {buildIndex} from '../../plugins/local-search/writeIndex';
import {record, section} from '../support/searchRecords';

function page(url: string, lvl1: string, content: string, sections: [string, string][] = []): SearchRecord[] {
  const base = record(url, lvl1, content, {description: `About ${lvl1.toLowerCase()}.`});
  return [
    base,
    ...sections.map(([heading, text]) => section(base, heading.toLowerCase().replace(/\s/g, '-'), heading, text)),
  ];
}

const records = [
  ...page('/concepts/transactions/sponsored-transactions', 'Sponsored transactions', 'A sponsor pays the gas.', [
    ['Roles', 'The sender and the sponsor both sign.'],
  ]),
  ...page('/concepts/cryptography/zklogin', 'zkLogin', 'Sign in with Google or Apple.', [['Salt', 'The user salt.']]),
  ...page('/concepts/cryptography/transaction-auth/multisig', 'Multisig', 'Keys, weights and a threshold.'),
  ...page('/concepts/tokenomics/staking-unstaking', 'Staking and unstaking', 'Stake SUI with a validator.', [
    ['Rewards', 'Staking rewards start the next epoch.'],
    ['Withdraw', 'Unstake to withdraw.'],
  ]),
  ...page('/guides/developer/sui-101/building-ptb', 'Build programmable transaction blocks', 'Use splitCoins.'),
];

test('the worker path (searcher over fetched files) and the CLI path rank alike', async () => {
  const built = buildIndex(records);
  const files = new Map<string, string>([[`/${MANIFEST_PATH}`, JSON.stringify(built.manifest)]]);
  for (const [name, body] of built.files) files.set(`/search-index/${name}`, body);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL) => {
    const body = files.get(String(input));
    return body === undefined ? new Response('', {status: 404}) : new Response(body);
  }) as typeof fetch;
  try {
    const searcher = createSearcher('/', 'http://localhost');
    const cli: BuiltSearch = {
      manifest: built.manifest,
      index: openIndex(JSON.parse(built.files.get(built.manifest.index)!) as IndexFile),
      texts: Object.assign({}, ...built.manifest.shards.map((s) => JSON.parse(built.files.get(s)!))),
    };
    for (const query of [
      'how do I pay gas for another user',
      'log in with google',
      '2 of 3 signatures',
      'stake my sui',
      'splitCoins',
      'stakin',
      'zzzqqq',
      'mulltisiggg',
    ]) {
      const {results} = await searcher.search({requests: [{query, hitsPerPage: 20}]});
      const worker = results[0]!;
      assert.deepEqual(
        worker.hits.map((h) => new URL(h.url).pathname + new URL(h.url).hash),
        searchBuilt(cli, query, 20).map((h) => h.url),
        query,
      );
      assert.equal(worker.suggestion ?? null, worker.nbHits === 0 ? suggestBuilt(cli, query) : null, query);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
});
