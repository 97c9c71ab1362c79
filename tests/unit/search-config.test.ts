import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigError} from '../../config/env';
import {readSearchEnv} from '../../config/search';

test('without ALGOLIA_* keys the site searches its local index', () => {
  assert.deepEqual(readSearchEnv({}), {mode: 'local'});
  assert.deepEqual(readSearchEnv({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: undefined}), {
    mode: 'local',
  });
});

test('all three ALGOLIA_* keys switch to hosted search', () => {
  assert.deepEqual(
    readSearchEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'sui_docs'}),
    {
      mode: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'sui_docs',
    },
  );
});

test('a partial set of ALGOLIA_* keys fails at start naming the missing ones', () => {
  assert.throws(
    () => readSearchEnv({ALGOLIA_APP_ID: 'APP'}),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.message.includes('ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME') &&
      error.message.includes('missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME') &&
      !error.message.includes('missing: ALGOLIA_APP_ID'),
  );
  assert.throws(
    () => readSearchEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key'}),
    /missing: ALGOLIA_INDEX_NAME/,
  );
});
