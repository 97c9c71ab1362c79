/**
 * The modal's texts as the specification words them. Docusaurus 3.10 says "No results
 * found for" (`theme.SearchModal.noResultsScreen.noResultsText`) where DocSearch 3 (and
 * the spec) say "No results for": that one text has an id of the site's own, since its
 * English differs from the theme's.
 */
import {translate} from '@docusaurus/Translate';
import original from '@theme-original/SearchTranslations';

const translations: typeof original = {
  ...original,
  modal: {
    ...original.modal,
    noResultsScreen: {
      ...original.modal?.noResultsScreen,
      noResultsText: translate({id: 'site.searchModal.noResultsText', message: 'No results for'}),
    },
  },
};

export default translations;
