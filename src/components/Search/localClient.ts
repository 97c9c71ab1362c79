/**
 * Which search the site uses (set at build time by config/search.ts) and the one local
 * client of a page, shared by the modal and /search. The client module is imported
 * on demand, so it never weighs on a page's initial JavaScript.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LocalSearchClient} from '@site/plugins/local-search/client';

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

export function importLocalClient(baseUrl: string): Promise<LocalSearchClient> {
  importing ??= import('@site/plugins/local-search/client')
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
