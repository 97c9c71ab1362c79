// @ts-check
/**
 * Webpack loader for @docusaurus/theme-common's lib/utils/emojiUtils.js, whose
 * `extractLeadingEmoji` the stock DocCard calls for every card's label to find an emoji the
 * writer put first. The stock module builds an `Intl.Segmenter` when its chunk runs, and
 * each call tests the label's first grapheme against `/^\p{RGI_Emoji}$/v`. Both are slow the
 * first time in a page: about 20 ms for the segmenter (ICU's grapheme rules) and about 40 ms
 * to compile the regular expression (a set of several thousand strings), on a laptop, inside
 * the hydration of a page with cards or inside the click that opens the first such page.
 * No emoji sequence starts with an ASCII letter or a space (only keycaps start with ASCII:
 * a digit, `#` or `*`), so a label that does is returned as the stock function would return
 * it, with no emoji, before either is touched; the segmenter is built on the first label
 * that needs it. (Plain JavaScript: the bundler requires loaders with Node.)
 */

const SEGMENTER = "const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });";
const FIRST_STEP = 'const it = segmenter.segment(input)[Symbol.iterator]();';

const LAZY_SEGMENTER = '/* plugins/patches/lazy-emoji-check */ let segmenter;';
const FAST_PATH =
  'if (/^[A-Za-z\\s]/.test(input)) { return { emoji: null, rest: input }; }\n' +
  "    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });\n" +
  '    ' +
  FIRST_STEP;

/**
 * @param {string} source the module's code
 * @param {string} file its path, named in the error
 * @returns {string} the code with a lazy segmenter and the ASCII fast path
 */
function lazyEmojiCheck(source, file) {
  const found = [SEGMENTER, FIRST_STEP, 'RGI_Emoji'].filter((text) => source.includes(text));
  if (found.length !== 3 || source.split(FIRST_STEP).length !== 2) {
    // Docusaurus changed the module: fail the build rather than silently keep the slow path.
    throw new Error(
      `plugins/patches/lazy-emoji-check: ${file} no longer has the segmenter and the grapheme test ` +
        'it expects. Docusaurus changed this module: update plugins/patches/lazy-emoji-check.',
    );
  }
  return source.replace(SEGMENTER, LAZY_SEGMENTER).replace(FIRST_STEP, FAST_PATH);
}

/** @this {{resourcePath: string}} @param {string} source */
function loader(source) {
  return lazyEmojiCheck(source, this.resourcePath);
}

module.exports = loader;
module.exports.lazyEmojiCheck = lazyEmojiCheck;
