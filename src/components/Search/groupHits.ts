/**
 * Groups DocSearch hits by page for /search: one entry per page (in the order of its
 * best hit) with its sections below it.
 */
import type {DocSearchHit} from '@site/plugins/local-search/engine';

export interface PageGroup {
  /** The page URL (no anchor). */
  url: string;
  lvl0: string;
  /** Highlighted page title (HTML with <mark>). */
  title: string;
  hits: {objectID: string; url: string; heading: string | null; snippet: string | null}[];
}

export function groupHitsByPage(hits: DocSearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = hit.url.split('#')[0]!;
    let group = groups.get(url);
    if (!group) {
      group = {
        url,
        lvl0: hit.hierarchy.lvl0 ?? '',
        title: hit._highlightResult.hierarchy.lvl1?.value ?? hit.hierarchy.lvl1 ?? url,
        hits: [],
      };
      groups.set(url, group);
    }
    const level = hit.hierarchy.lvl3 ? 'lvl3' : hit.hierarchy.lvl2 ? 'lvl2' : null;
    const isPage = !hit.url.includes('#');
    group.hits.push({
      objectID: hit.objectID,
      url: hit.url,
      heading: isPage || !level ? null : (hit._highlightResult.hierarchy[level]?.value ?? null),
      snippet: hit._snippetResult.content?.value ?? null,
    });
  }
  return [...groups.values()];
}
