/**
 * /search: replaces the theme's page, which builds its own Algolia client. The query is
 * the `q` parameter (read and written); results come from the local index, or from
 * hosted Algolia when configured, through the same `search({requests})` call, and are
 * grouped by page with highlighted snippets, 20 hits at a time with "Load more". The
 * heading echoes what is searched (./echo.ts), isolated from the text around it. With no
 * results it offers the closest spelling and the section landings.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useResultUrl} from '@site/src/components/Search/useResultUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {importLocalClient, useLocalSearch} from '@site/src/components/Search/localClient';
// In this page's chunk, not a chunk of its own: a reader who arrives with ?q= waits for
// one request fewer before the first results.
import * as localClientModule from '@site/plugins/local-search/client';
import {groupHitsByPage, type PageGroup} from '@site/src/components/Search/groupHits';
import NoResultsHelp from '@site/src/components/Search/NoResultsHelp';
import type {DocSearchHit} from '@site/plugins/local-search/engine';
import {echoQuery, isolatedInText} from './echo';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;
const DEBOUNCE_MS = 200;

interface SearchClient {
  search(params: {requests: Record<string, unknown>[]}): Promise<{results: unknown[]}>;
}

interface Results {
  query: string;
  hits: DocSearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  /** The local search's corrected query, when nothing was found. */
  suggestion?: string;
}

type State =
  | {status: 'idle'}
  | {status: 'loading'; results?: Results}
  | {status: 'done'; results: Results}
  | {status: 'error'; query: string};

function useSearchClient(local: boolean): () => Promise<{client: SearchClient; params: Record<string, unknown>}> {
  const base = useBaseUrl('/');
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as {
    appId: string;
    apiKey: string;
    indexName: string;
    searchParameters?: Record<string, unknown>;
  };
  return useMemo(() => {
    let pending: Promise<{client: SearchClient; params: Record<string, unknown>}> | null = null;
    return () => {
      pending ??= (
        local
          ? importLocalClient(base, localClientModule).then((client) => ({
              client: client as unknown as SearchClient,
              params: {},
            }))
          : import('algoliasearch/lite').then(({liteClient}) => {
              const client = liteClient(algolia.appId, algolia.apiKey);
              // As the modal's requests do, these name the framework version.
              client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
              return {
                client: client as unknown as SearchClient,
                params: {indexName: algolia.indexName, ...algolia.searchParameters},
              };
            })
      ).catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    };
  }, [local, base, algolia, siteMetadata.docusaurusVersion]);
}

/** `query`: what is searched, trimmed and cut (./echo.ts). */
function useSearch(query: string, local: boolean): {state: State; loadMore: () => void} {
  const getClient = useSearchClient(local);
  const [state, setState] = useState<State>({status: 'idle'});
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [query]);
  // The debounce is for typing: the query the reader arrived with is searched at once.
  const firstRun = useRef(true);

  useEffect(() => {
    const immediate = page > 0 || firstRun.current;
    firstRun.current = false;
    if (!query) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((prev) => ({status: 'loading', results: page > 0 && prev.status === 'done' ? prev.results : undefined}));
    const timer = setTimeout(
      async () => {
        try {
          const {client, params} = await getClient();
          const {results} = await client.search({
            requests: [
              {
                ...params,
                query,
                page,
                hitsPerPage: HITS_PER_PAGE,
                attributesToSnippet: ['content:20'],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
                snippetEllipsisText: '…',
              },
            ],
          });
          const result = results[0] as Results;
          if (cancelled) return;
          setState((prev) => {
            const earlier = page > 0 && prev.status === 'loading' && prev.results ? prev.results.hits : [];
            return {status: 'done', results: {...result, query, hits: [...earlier, ...result.hits]}};
          });
        } catch (error) {
          if (cancelled) return;
          console.error('Search failed', error);
          setState({status: 'error', query});
        }
      },
      immediate ? 0 : DEBOUNCE_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, page, getClient]);

  return {state, loadMore: () => setPage((p) => p + 1)};
}

function Html({as: Tag = 'span', html, className}: {as?: 'span' | 'p'; html: string; className?: string}): ReactNode {
  // The values are escaped by the index (or by Algolia); only <mark> is markup.
  return <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function ResultGroup({group}: {group: PageGroup}): ReactNode {
  const processUrl = useResultUrl();
  return (
    <article className={styles.searchResultItem}>
      <nav aria-label={translate({id: 'site.searchPage.breadcrumbs', message: 'breadcrumbs'})}>
        <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
          <li className="breadcrumbs__item">{group.lvl0}</li>
        </ul>
      </nav>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={processUrl(group.url)}>
          <Html html={group.title} />
        </Link>
      </Heading>
      <ul className={styles.sections}>
        {group.hits.map((hit) => (
          <li key={hit.objectID}>
            {hit.heading && (
              <Link to={processUrl(hit.url)} className={styles.sectionLink}>
                <Html html={hit.heading} />
              </Link>
            )}
            {hit.snippet && <Html as="p" html={hit.snippet} className={styles.searchResultItemSummary} />}
          </li>
        ))}
      </ul>
    </article>
  );
}

function AlgoliaCredit(): ReactNode {
  return (
    <p className={styles.credit}>
      <Translate
        id="site.searchPage.algoliaCredit"
        values={{
          algolia: (
            <Link to="https://www.algolia.com/">
              <Translate id="site.searchPage.algoliaCredit.name">Algolia</Translate>
            </Link>
          ),
        }}>
        {'Search by {algolia}'}
      </Translate>
    </p>
  );
}

function SearchPageContent(): ReactNode {
  const local = useLocalSearch();
  const [query, setQuery] = useSearchQueryString();
  const echo = echoQuery(query);
  const {state, loadMore} = useSearch(echo.searched, local);
  const {selectMessage} = usePluralForm();
  const title = echo.searched
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query: isolatedInText(echo.shown)},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
  // The reader's text, isolated: its direction (a right-to-left override) cannot reorder the words around it.
  const echoed = <bdi>{echo.shown}</bdi>;
  const results = state.status === 'done' || state.status === 'loading' ? state.results : undefined;
  const groups = useMemo(() => (results ? groupHitsByPage(results.hits) : []), [results]);

  return (
    <Layout>
      {/* Indexable, unlike the stock page: every /search?q=… names /search as its canonical URL. */}
      <PageMetadata
        title={title}
        description={translate({
          id: 'site.searchPage.description',
          message: 'Search every page of the Sui documentation: concepts, guides, standards and references.',
        })}
      />
      <main className={clsx('container margin-vert--lg', styles.searchPage)}>
        <Heading as="h1" className={styles.title}>
          {echo.searched ? (
            <Translate id="theme.SearchPage.existingResultsTitle" values={{query: echoed}}>
              {'Search results for "{query}"'}
            </Translate>
          ) : (
            title
          )}
        </Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.searchQueryInput}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            onChange={(e) => setQuery(e.target.value)}
            value={query}
            autoComplete="off"
            autoFocus
          />
        </form>
        <div className={styles.summary} aria-live="polite">
          {state.status === 'done' && results!.nbHits > 0 && (
            <span>
              {selectMessage(
                results!.nbHits,
                translate(
                  {
                    id: 'site.searchPage.resultCount.plurals',
                    message: 'One result|{count} results',
                    description: 'Plural forms, separated by |',
                  },
                  {count: results!.nbHits},
                ),
              )}
            </span>
          )}
          {!local && <AlgoliaCredit />}
        </div>
        {state.status === 'error' && (
          <div className={clsx('alert alert--danger', styles.message)} role="alert">
            <p className={styles.messageTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">
                You might want to check your network connection.
              </Translate>
            </p>
          </div>
        )}
        {state.status === 'done' && results!.nbHits === 0 && (
          <div className={styles.message}>
            <p>
              <Translate id="site.searchPage.noResults" values={{query: <strong>{echoed}</strong>}}>
                {'No results for "{query}"'}
              </Translate>
            </p>
            <NoResultsHelp suggestion={results!.suggestion} onSuggestion={setQuery} />
          </div>
        )}
        {groups.length > 0 && (
          <div>
            {groups.map((group) => (
              <ResultGroup key={group.url} group={group} />
            ))}
          </div>
        )}
        {state.status === 'loading' && (
          <div
            className={styles.loadingSpinner}
            aria-label={translate({id: 'site.searchPage.loading', message: 'Loading results'})}
          />
        )}
        {state.status === 'done' && results!.page + 1 < results!.nbPages && (
          <button type="button" className={clsx('button button--secondary', styles.loadMore)} onClick={loadMore}>
            <Translate id="site.searchPage.loadMore">Load more results</Translate>
          </button>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
