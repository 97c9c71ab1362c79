/**
 * The navbar search: @docusaurus/theme-search-algolia 3.10.2's SearchBar (MIT, Facebook,
 * Inc. and its affiliates), ejected and trimmed for DocSearch 3 and the local index:
 * - nothing of DocSearch is imported until the first open (button and shortcuts are
 *   local copies), so a page's initial JavaScript holds no search code; the modal's
 *   texts (@theme/SearchTranslations, ~1.5 KB gzip) are imported with it;
 * - in local mode the modal gets the local client through `transformSearchClient`,
 *   imported with the modal, and the index starts loading as the modal opens;
 * - the Algolia preconnect is emitted only for hosted search;
 * - when the modal's code cannot load, a message under the button says so (the stock
 *   button silently did nothing), and the next press tries again;
 * - "No results" also offers the closest spelling that finds results (sent by the local
 *   search) and the section landings (@site/src/components/Search/NoResultsHelp, loaded
 *   with the modal).
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchTranslations from '@theme/SearchTranslations';
import type {ModalNoResultsHelp as ModalNoResultsHelpType} from '@site/src/components/Search/NoResultsHelp';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import {importLocalClient, loadedLocalClient, useLocalSearch} from '@site/src/components/Search/localClient';
import type {LocalSearchClient} from '@site/plugins/local-search/client';
import {useResultUrl} from '@site/src/components/Search/useResultUrl';
import {DocSearchButton} from './DocSearchButton';
import {useDocSearchKeyboardEvents} from './useDocSearchKeyboardEvents';
import styles from './loadFailure.module.css';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;
let translations: typeof SearchTranslations | null = null;
let ModalNoResultsHelp: typeof ModalNoResultsHelpType | null = null;

/**
 * How long the query must stay unchanged before the modal fetches the snippet shards of
 * its hits: intermediate keystrokes (k, ki, kio…) show titles and headings from the index
 * alone and fetch no texts.
 */
const SNIPPET_SETTLE_MS = 200;

/** Loading ahead, when the pointer or focus reaches the button: a failure shows on the press. */
function prepareDocSearchModal(): void {
  importDocSearchModalIfNeeded().catch(() => {});
}

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@theme/SearchTranslations'),
    import('@site/src/components/Search/NoResultsHelp'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, {default: texts}, {ModalNoResultsHelp: help}]) => {
    translations = texts;
    ModalNoResultsHelp = help;
    DocSearchModal = Modal;
  });
}

/** On open: the modal, and in local mode the local client with its index (fetched in the background). */
function useImportSearch(local: boolean): () => Promise<void> {
  const base = useBaseUrl('/');
  return useCallback(() => {
    if (!local) return importDocSearchModalIfNeeded();
    return Promise.all([
      importDocSearchModalIfNeeded(),
      importLocalClient(base).then((client) => {
        // Start fetching the index now; a failure surfaces on the first search.
        client.preload().catch(() => {});
      }),
    ]).then(() => undefined);
  }, [local, base]);
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      // Hits on other domains cannot be served through history.
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
        window.location.href = params.itemUrl;
      } else {
        history.push(params.itemUrl);
      }
    },
  }));
  return navigator;
}

/**
 * DocSearch 3.9 cannot show its error screen: its autocomplete resets the status to idle
 * after a failed search (and the rejection goes uncaught). So the local client's failure
 * is reported here instead, the modal gets empty results, and <SearchFailure> shows the
 * same screen in place of "No results".
 */
function useTransformSearchClient(
  local: boolean,
  onFailure: (failed: boolean) => void,
  onSuggestion: (suggestion: string | null) => void,
  container: React.RefObject<HTMLDivElement | null>,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      const localClient = local ? loadedLocalClient() : null;
      if (!localClient) {
        searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
        return searchClient;
      }
      // Each search supersedes the snippet fetch planned by the one before.
      let latest = 0;
      let settle: ReturnType<typeof setTimeout> | undefined;
      const fetchSnippetsWhenSettled = (search: number, query: string, shards: number[]) => {
        clearTimeout(settle);
        if (shards.length === 0) return;
        settle = setTimeout(() => {
          localClient.loadShards(shards).then(
            () => {
              if (search === latest && container.current) refreshResults(container.current, query);
            },
            // A missing shard costs only the snippets: the hits are shown already.
            (error: unknown) => console.error(error),
          );
        }, SNIPPET_SETTLE_MS);
      };
      // The modal only calls `search({requests})`, which the local client answers.
      const modalClient: Pick<LocalSearchClient, 'search' | 'addAlgoliaAgent'> = {
        addAlgoliaAgent() {},
        search: (params) => {
          const search = ++latest;
          clearTimeout(settle);
          return localClient.search(params, {snippets: 'cached'}).then(
            (response) => {
              onFailure(false);
              if (search === latest) {
                onSuggestion(response.results[0]?.suggestion ?? null);
                const shards = [...new Set(response.results.flatMap((r) => r.pendingShards ?? []))];
                fetchSnippetsWhenSettled(search, params.requests[0]?.query ?? '', shards);
              }
              return response;
            },
            (error: unknown) => {
              console.error(error);
              onFailure(true);
              return {results: params.requests.map((r) => emptyResponse(r.query ?? ''))};
            },
          );
        },
      };
      return modalClient as unknown as DocSearchTransformClient;
    },
    [docusaurusVersion, local, onFailure, onSuggestion, container],
  );
}

/**
 * Runs the modal's search again for the same query, now that its snippets are loaded.
 * DocSearch has no refresh API, so this replays an input event; React ignores an input
 * event whose value it has already seen, so its value tracker is reset first. Skipped
 * once the reader has moved the selection or changed the query, so that nothing they
 * chose is reset.
 */
function refreshResults(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || input.value !== query) return;
  const active = input.getAttribute('aria-activedescendant');
  if (active && !/-item-0$/.test(active)) return;
  (input as HTMLInputElement & {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Nothing found (also what the modal gets when the local search failed). */
function emptyResponse(query: string) {
  return {hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 20, query, processingTimeMS: 0};
}

/** DocSearch's error screen, placed in the modal's dropdown while the last search failed. */
function SearchFailure({container}: {container: HTMLElement}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(container.querySelector('.DocSearch-Dropdown')), [container]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      {/* The modal's translated texts: imported with it, so loaded whenever the modal is open. */}
      <p className="DocSearch-Title">{translations?.modal?.errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{translations?.modal?.errorScreen?.helpText}</p>
    </div>,
    dropdown,
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useResultUrl();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => (items: DocSearchHit[]) =>
      props.transformItems
        ? props.transformItems(items)
        : items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  return transformItems;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const local = useLocalSearch();
  const importSearch = useImportSearch(local);
  const navigator = useNavigator({externalUrlRegex});
  const transformItems = useTransformItems(props);
  const [searchFailed, setSearchFailed] = useState(false);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const transformSearchClient = useTransformSearchClient(local, setSearchFailed, setSuggestion, searchContainer);

  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // How many presses in a row failed to load the modal (0: none): the message, and its key,
  // so that a press that fails again announces it again.
  const [loadFailures, setLoadFailures] = useState(0);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // styles.css hides DocSearch's "Search by Algolia" credit when Algolia is not used.
      if (local) divElement.classList.add('local-search');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [local]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    importSearch().then(
      () => {
        setLoadFailures(0);
        setIsOpen(true);
      },
      (error: unknown) => {
        console.error('Search failed to load', error);
        setLoadFailures((n) => n + 1);
      },
    );
  }, [prepareSearchContainer, importSearch]);

  useEffect(() => {
    searchContainer.current?.classList.toggle('local-search--failed', searchFailed && isOpen);
  }, [searchFailed, isOpen]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    setSuggestion(null);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Prevents the key from being typed twice into the modal's input.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<DocSearchProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  return (
    <>
      {!local && (
        <Head>
          {/* Hosted search only: lets the browser preconnect to the DocSearch cluster. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <div className={styles.anchor}>
        <DocSearchButton
          onTouchStart={prepareDocSearchModal}
          onFocus={prepareDocSearchModal}
          onMouseOver={prepareDocSearchModal}
          onClick={openModal}
          ref={searchButtonRef}
          // The stock translations' button text, without importing the modal's texts.
          placeholder={translate({
            id: 'theme.SearchBar.label',
            message: 'Search',
            description: 'The ARIA label and placeholder for search button',
          })}
        />
        {loadFailures > 0 && !isOpen && (
          <p key={loadFailures} role="alert" className={`alert alert--danger ${styles.loadFailure}`}>
            <strong>
              <Translate id="site.searchBar.loadFailure">Unable to load search.</Translate>
            </strong>{' '}
            {/* The modal's own help text (its error screen), so its translations apply. */}
            <Translate id="theme.SearchModal.errorScreen.helpText">
              You might want to check your network connection.
            </Translate>
          </p>
        )}
      </div>

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {resultsFooterComponent})}
            {...props}
            translations={translations?.modal}
          />,
          searchContainer.current,
        )}
      {isOpen && searchFailed && searchContainer.current && <SearchFailure container={searchContainer.current} />}
      {isOpen && !searchFailed && searchContainer.current && ModalNoResultsHelp && (
        <ModalNoResultsHelp container={searchContainer.current} suggestion={suggestion} onClose={closeModal} />
      )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps & {contextualSearch?: boolean}),
    ...props,
  };
  // Not DocSearch props: the theme's options for contextual search and the search page.
  const {contextualSearch: _contextual, ...rest} = docSearchProps as DocSearchProps & {
    contextualSearch?: boolean;
    replaceSearchResultPathname?: unknown;
  };
  return <DocSearch {...rest} />;
}
