/**
 * The modal's texts as the specification words them. Docusaurus 3.10 says "No results
 * found for" where DocSearch 3 (and the spec) say "No results for". (An i18n/en/code.json
 * would do the same but makes Docusaurus check sidebar translation keys, which the
 * generated GraphQL sidebar repeats.)
 */
import original from '@theme-original/SearchTranslations';

const translations: typeof original = {
  ...original,
  modal: {
    ...original.modal,
    noResultsScreen: {...original.modal?.noResultsScreen, noResultsText: 'No results for'},
  },
};

export default translations;
