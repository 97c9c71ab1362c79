/**
 * Bundler loader for @docusaurus/plugin-content-docs 3.10.2's lib/client/docsPreferredVersion.js
 * (see ./index.ts): its source is replaced by what that module gives on a site whose docs
 * plugins each have one version. The stock module keeps, per docs plugin, the version a
 * reader last chose in a version dropdown (saved in localStorage by that dropdown and by the
 * version banner's link, which this site has neither of, so nothing ever saves one), reads
 * it back after mount and offers it to `useDocsVersionCandidates` and the search filters,
 * which fall back to the active or latest version: with one version, the same one. Here no
 * version is preferred, the provider adds no context, and saving does nothing.
 */
module.exports = function preferredVersionLoader() {
  return `import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
const NONE = {preferredVersion: null, savePreferredVersionName() {}};
export function DocsPreferredVersionContextProvider({children}) {
  return children;
}
export function useDocsPreferredVersion() {
  return NONE;
}
export function useDocsPreferredVersionByPluginId() {
  return Object.fromEntries(Object.keys(useAllDocsData()).map((id) => [id, null]));
}
`;
};
