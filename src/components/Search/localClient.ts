/**
 * Which search the site uses (set at build time by config/search.ts) and the one local
 * client of a page, shared by the modal and /search. The modal imports the client module
 * on demand, so it never weighs on a page's initial JavaScript; /search bundles it and
 * hands it over, so that its first search waits for no further chunk.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LocalSearchClient} from '@site/plugins/local-search/client';

type ClientModule = typeof import('@site/plugins/local-search/client');

export function useLocalSearch(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields?.searchMode ?? 'local') === 'local';
}

let client: LocalSearchClient | null = null;
let importing: Promise<LocalSearchClient> | null = null;

/** The loaded client, or null before `importLocalClient` has resolved. */
export function loadedLocalClient(): LocalSearchClient | null {
  return client;
}

/** `bundled` is the client module when the caller's chunk already holds it. */
export function importLocalClient(baseUrl: string, bundled?: ClientModule): Promise<LocalSearchClient> {
  importing ??= (bundled ? Promise.resolve(bundled) : import('@site/plugins/local-search/client'))
    .then(({createLocalSearchClient}) => {
      client = createLocalSearchClient(baseUrl);
      return client;
    })
    .catch((error: unknown) => {
      importing = null;
      throw error;
    });
  return importing;
}
