/**
 * The descriptions of the docs a page shows as cards, which plugins/patches/lean-docs gives the
 * page's route (the docs plugin's shared data no longer carries every doc's description).
 * Provided by src/theme/DocItem and src/theme/DocCategoryGeneratedIndexPage (withCardDescriptions),
 * read by src/theme/DocCardList (useWithDescriptions).
 */
import React, {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {CardDescriptions} from '@site/plugins/patches/lean-docs';

const CardDescriptionsContext = createContext<CardDescriptions | undefined>(undefined);

/**
 * Wraps a stock page component (the `@theme-original` one) so that the `cardDescriptions`
 * route prop reaches the page's card lists, and the page itself gets its props as before.
 */
export function withCardDescriptions<P extends object>(
  Page: ComponentType<P>,
): (props: P & {cardDescriptions?: CardDescriptions}) => ReactNode {
  return function WithCardDescriptions({cardDescriptions, ...props}) {
    return (
      <CardDescriptionsContext.Provider value={cardDescriptions}>
        <Page {...(props as P)} />
      </CardDescriptionsContext.Provider>
    );
  };
}

/**
 * The items with each doc link's description filled in from the page's route data (by the
 * link's address), and without its doc id (lean-docs leaves a mark in its place): given an
 * id, the stock DocCard looks the doc up in the version's list of docs, which
 * plugins/patches/lean-docs leaves empty. Without route data (a build
 * with lean-docs off) the items stay as they are and DocCard finds the doc itself.
 */
export function useWithDescriptions(items: PropSidebarItem[]): PropSidebarItem[] {
  const descriptions = useContext(CardDescriptionsContext);
  if (descriptions === undefined) return items;
  return items.map((item) =>
    item.type === 'link' && item.docId
      ? {...item, docId: undefined, description: item.description ?? descriptions[item.href]}
      : item,
  );
}
