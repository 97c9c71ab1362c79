/** Search records for unit tests of the local search (plugins/local-search), in the shape the extractor writes. */
import type {SearchRecord} from '../../plugins/local-search/engine';

/** A page's own record (its title), under the Concepts sidebar unless `extra` says otherwise. */
export function record(url: string, lvl1: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    url,
    type: 'lvl1',
    lvl0: 'Concepts',
    lvl1,
    lvl2: null,
    lvl3: null,
    keywords: '',
    description: '',
    content,
    weight: 1,
    ...extra,
  };
}

/** A level-2 section of `page`, at `#anchor`. */
export function section(page: SearchRecord, anchor: string, heading: string, content: string): SearchRecord {
  return {...page, url: `${page.url}#${anchor}`, type: 'lvl2', lvl2: heading, keywords: '', description: '', content};
}
