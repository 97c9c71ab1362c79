/**
 * The relevance suite: reader queries (typos and shorthands included) against the index
 * the build wrote, ranked by the browser's own code (plugins/local-search/engine.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadBuiltSearch, searchBuilt} from '../../plugins/local-search/loadBuilt';

const root = path.resolve(__dirname, '../..');
const suite = JSON.parse(readFileSync(path.join(__dirname, 'search-relevance.json'), 'utf8')) as {
  queries: {query: string; expect: string[]}[];
};

test('at least 90 % of the reader queries find their page in the top 3', () => {
  assert.ok(suite.queries.length >= 40, 'the suite holds at least 40 queries');
  const built = loadBuiltSearch(path.join(root, 'build'));
  const misses: string[] = [];
  for (const {query, expect} of suite.queries) {
    const top = searchBuilt(built, query, 3).map((hit) => hit.url.split('#')[0]!);
    if (!top.some((url) => expect.includes(url))) misses.push(`"${query}" → ${top.join(', ') || 'nothing'} (want ${expect.join(' or ')})`);
  }
  const rate = (suite.queries.length - misses.length) / suite.queries.length;
  assert.ok(rate >= 0.9, `${(rate * 100).toFixed(0)} % in the top 3; misses:\n${misses.join('\n')}`);
});

test('every expected page of the suite is in the index', () => {
  const built = loadBuiltSearch(path.join(root, 'build'));
  const pages = new Set(built.index.docs.map((doc) => doc[0].split('#')[0]));
  for (const {expect} of suite.queries) for (const url of expect) assert.ok(pages.has(url), `${url} is not in the search index`);
});
