/**
 * Search settings, read at build time. With none of the three ALGOLIA_* keys the site
 * searches a local index built with it (plugins/local-search) and talks to no third
 * party; with all three the same UI queries hosted Algolia DocSearch. A partial set is a
 * mistake, so it stops the build naming the keys that are missing.
 */
import {ConfigError} from './env';

const ALGOLIA_KEYS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export type SearchEnv = {mode: 'local'} | {mode: 'algolia'; appId: string; apiKey: string; indexName: string};

/** The facet filters hosted search always applies (the spec: language and docs tag, contextual search off). */
export const ALGOLIA_FACET_FILTERS = ['language:en', 'docusaurus_tag:docs-default-current'];

export function readSearchEnv(env: Record<string, string | undefined> = process.env): SearchEnv {
  const values = ALGOLIA_KEYS.map((key) => env[key]?.trim() ?? '');
  if (values.every((v) => v === '')) return {mode: 'local'};
  const missing = ALGOLIA_KEYS.filter((_, i) => values[i] === '');
  if (missing.length > 0) {
    throw new ConfigError(
      missing.join(', '),
      '',
      `non-empty strings: hosted search needs all of ${ALGOLIA_KEYS.join(', ')} (missing: ${missing.join(', ')}); set none of them for the local index`,
    );
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return {mode: 'algolia', appId, apiKey, indexName};
}
