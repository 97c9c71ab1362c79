/**
 * Browser build only: takes the `description` out of Docusaurus translation calls,
 * `translate({id, message, description})` and `<Translate id description>`. A description
 * is a note for translators, read from the sources by `docusaurus write-translations`;
 * at run time `translate()` and `<Translate>` (core lib/client/exports/Translate.js) read
 * only the id, the message and the values, yet every description was a string in the page
 * bundles (53 of them, ~0.9 KB gzip, in a doc page's first load). Applied to the theme
 * packages' and the site's own modules (./index.ts); the server build keeps them, and the
 * HTML is the same either way.
 * Only a string literal description is removed; anything else is left as written.
 */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** `description: '...'` (and its comma) inside the object literal of a translate( call. */
const IN_CALL = new RegExp(String.raw`(\btranslate\(\s*\{(?:${STRING}|[^{}'"])*?)\bdescription:\s*${STRING}\s*,?`, 'g');
/** `description="..."` (or `{'...'}`) on a <Translate> element. */
const ON_ELEMENT = new RegExp(
  String.raw`(<Translate\b(?:${STRING}|[^<>'"])*?)\s+description=(?:${STRING}|\{\s*${STRING}\s*\})`,
  'g',
);

function stripDescriptions(source) {
  let out = source;
  // A call may have more than one description-like key only by mistake; one pass each is enough.
  out = out.replace(IN_CALL, '$1');
  out = out.replace(ON_ELEMENT, '$1');
  return out;
}

module.exports = function translateDescriptionsLoader(source) {
  return source.includes('description') ? stripDescriptions(source) : source;
};
module.exports.stripDescriptions = stripDescriptions;
