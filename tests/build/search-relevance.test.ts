/**
 * The keyword set: reader queries (typos and shorthands included) against the index the
 * build wrote, ranked by the browser's own code (plugins/local-search/engine.ts). A query
 * counts when an expected page is among the first 3 distinct pages, as the modal and
 * /search group the hits.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {loadBuiltSearch, searchBuilt} from '../../plugins/local-search/loadBuilt';
import {KEYWORD_SET, percent, readQuerySet, scoreSet} from '../../scripts/lib/searchRelevance';

const root = path.resolve(__dirname, '../..');
const queries = readQuerySet(root, KEYWORD_SET);

test('at least 95 % of the reader queries find their page among the first 3 pages', async () => {
  assert.ok(queries.length >= 40, 'the suite holds at least 40 queries');
  const built = loadBuiltSearch(path.join(root, 'build'));
  const score = await scoreSet(queries, (query) => searchBuilt(built, query, 60).map((hit) => hit.url));
  assert.ok(
    score.top3 / score.total >= 0.95,
    `${percent(score.top3, score.total)} in the first 3 pages; misses:\n${score.misses.join('\n')}`,
  );
});

test('every expected page of the suite is in the index', () => {
  const built = loadBuiltSearch(path.join(root, 'build'));
  const pages = new Set(built.index.docs.map((doc) => doc[0].split('#')[0]));
  for (const {expect} of queries) for (const url of expect) assert.ok(pages.has(url), `${url} is not in the search index`);
});
