/**
 * What "No results" offers, in the modal and on /search: the closest spelling that finds
 * results (from the local search, which sends it with an empty answer), as a button that
 * searches it, and the four section landings to browse instead. Every text through
 * translate(); the styles are Infima's variables, so it reads in light and dark mode.
 * The modal loads it (ModalNoResultsHelp) with its own code, so no page carries it in its
 * initial JavaScript.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './NoResultsHelp.module.css';

/** The section landings, in the navbar's order. */
function sections(): {to: string; label: string}[] {
  return [
    {to: '/concepts', label: translate({id: 'site.search.noResults.section.concepts', message: 'Concepts'})},
    {to: '/guides', label: translate({id: 'site.search.noResults.section.guides', message: 'Guides'})},
    {to: '/standards', label: translate({id: 'site.search.noResults.section.standards', message: 'Standards'})},
    {to: '/references', label: translate({id: 'site.search.noResults.section.references', message: 'References'})},
  ];
}

export interface NoResultsHelpProps {
  /** The corrected query, when the search has one. */
  suggestion?: string | null;
  /** Searches the suggestion. */
  onSuggestion: (query: string) => void;
  /** Called when a section link is followed (the modal closes). */
  onNavigate?: () => void;
}

export default function NoResultsHelp({suggestion, onSuggestion, onNavigate}: NoResultsHelpProps): ReactNode {
  return (
    <div className={styles.help}>
      {suggestion && (
        <p className={styles.suggestion}>
          <Translate
            id="site.search.noResults.didYouMean"
            description="Offered when a search finds nothing; {suggestion} is a button that searches the corrected query"
            values={{
              suggestion: (
                <button type="button" className={styles.suggestionButton} onClick={() => onSuggestion(suggestion)}>
                  {/* The reader's own words, corrected: isolated so their direction cannot reorder the sentence. */}
                  <bdi>{suggestion}</bdi>
                </button>
              ),
            }}>
            {'Did you mean {suggestion}?'}
          </Translate>
        </p>
      )}
      <nav aria-label={translate({id: 'site.search.noResults.sectionsLabel', message: 'Documentation sections'})}>
        <p className={styles.sectionsTitle}>
          <Translate id="site.search.noResults.browse">Or browse a section:</Translate>
        </p>
        <ul className={styles.sections}>
          {sections().map(({to, label}) => (
            <li key={to}>
              <Link to={to} className={styles.section} onClick={onNavigate}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Types a query into the modal's input, as the reader would, so that the modal searches it. */
function searchInModal(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The help, placed in the DocSearch modal's "No results" screen while it shows (DocSearch
 * renders that screen itself, with no slot for more). `container` holds the modal.
 */
export function ModalNoResultsHelp({
  container,
  suggestion,
  onClose,
}: {
  container: HTMLElement;
  suggestion: string | null;
  onClose: () => void;
}): ReactNode {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setScreen(container.querySelector('.DocSearch-NoResults'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
  if (!screen) return null;
  return createPortal(
    <NoResultsHelp
      suggestion={suggestion}
      onSuggestion={(query) => searchInModal(container, query)}
      onNavigate={onClose}
    />,
    screen,
  );
}
