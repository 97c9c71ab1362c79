/**
 * The hosted-search settings of the second test build (build-analytics, made by
 * scripts/test.ts): made-up credentials, so that the DocSearch UI talks to Algolia's
 * hosts, which the tests in tests/hosted-search answer themselves (no real network).
 */
export const ALGOLIA_TEST_ENV = {
  ALGOLIA_APP_ID: 'SUITESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'sui-docs-test',
} as const;
