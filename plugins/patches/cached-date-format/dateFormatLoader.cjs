// @ts-check
/**
 * Webpack loader for @docusaurus/theme-common's lib/utils/IntlUtils.js, whose
 * `useDateTimeFormat` builds a new `Intl.DateTimeFormat` on every render. The stock
 * "Last updated on" line (theme-classic LastUpdated) and the site's "Verified against" line
 * (src/theme/DocItem/Footer) call it on every doc page, so each client-side navigation
 * builds two. A formatter is immutable and depends only on the locale, the calendar and
 * the options, so here one is kept per such triple and handed out again: each render
 * formats with the same formatter the stock hook would have built. (Plain JavaScript: the
 * bundler requires loaders with Node.)
 */

const STOCK = /return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,?\s*\}\);/;

const CACHED = 'return cachedDateTimeFormat(currentLocale, calendar, options);';

const HELPER = `
/* plugins/patches/cached-date-format */
const dateTimeFormats = new Map();
function cachedDateTimeFormat(locale, calendar, options) {
  const key = JSON.stringify([locale, calendar, options]);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { calendar, ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}
`;

/**
 * @param {string} source the module's code
 * @param {string} file its path, named in the error
 * @returns {string} the code with the formatters kept
 */
function cachedDateFormat(source, file) {
  if (source.split('new Intl.DateTimeFormat(').length !== 2 || !STOCK.test(source)) {
    // Docusaurus changed the module: fail the build rather than keep a patch that no longer fits.
    throw new Error(
      `plugins/patches/cached-date-format: ${file} no longer builds its formatter with ` +
        '`return new Intl.DateTimeFormat(currentLocale, {calendar, ...options})`. Docusaurus changed this module: ' +
        'update plugins/patches/cached-date-format or switch it off with SUI_DOCS_STOCK=cached-date-format.',
    );
  }
  return source.replace(STOCK, CACHED) + HELPER;
}

/** @this {{resourcePath: string}} @param {string} source */
function loader(source) {
  return cachedDateFormat(source, this.resourcePath);
}

module.exports = loader;
module.exports.cachedDateFormat = cachedDateFormat;
