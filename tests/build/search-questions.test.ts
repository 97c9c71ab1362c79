/**
 * The question set: what readers type in their own words (questions, filler words, typos,
 * API names, CLI commands) across the four sidebars, against the index the build wrote,
 * ranked by the browser's own code. Pages count once however many of their sections
 * match, as the modal and /search group them. Also: every term the synonym and concept
 * data (config/search-synonyms.json) points readers to is in the index.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {hasTerm} from '../../plugins/local-search/engine';
import {loadBuiltSearch, searchBuilt} from '../../plugins/local-search/loadBuilt';
import {synonymTargets} from '../../plugins/local-search/query';
import {QUESTION_SET, percent, readQuerySet, scoreSet} from '../../scripts/lib/searchRelevance';

const root = path.resolve(__dirname, '../..');
const questions = readQuerySet(root, QUESTION_SET);
const built = () => loadBuiltSearch(path.join(root, 'build'));

test('at least 95 % of the questions find their page among the first 3 pages, and 85 % first', async () => {
  assert.ok(questions.length >= 60, 'the set holds at least 60 questions');
  const search = built();
  const score = await scoreSet(questions, (query) => searchBuilt(search, query, 60).map((hit) => hit.url));
  assert.ok(
    score.top3 / score.total >= 0.95,
    `${percent(score.top3, score.total)} in the first 3 pages; misses:\n${score.misses.join('\n')}`,
  );
  assert.ok(
    score.top1 / score.total >= 0.85,
    `${percent(score.top1, score.total)} first; not first:\n${[...score.misses, ...score.notFirst].join('\n')}`,
  );
});

test('every expected page of the question set is in the index', () => {
  const pages = new Set(built().index.docs.map((doc) => doc[0].split('#')[0]));
  for (const {expect} of questions) for (const url of expect) assert.ok(pages.has(url), `${url} is not in the search index`);
});

test('every word the synonyms and concepts point to is in the index', () => {
  const {index} = built();
  const missing = synonymTargets().flatMap(({source, terms}) =>
    terms.filter((term) => !hasTerm(index, term)).map((term) => `${source}: no page has "${term}"`),
  );
  assert.deepEqual(missing, [], 'config/search-synonyms.json points to words no page uses');
});
