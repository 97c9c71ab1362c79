/**
 * Card labels that start with an ASCII letter or a space skip the stock leading-emoji check
 * (an `Intl.Segmenter` and a Unicode emoji regular expression, both slow on first use), and
 * the segmenter is built only when a label needs it (./emojiLoader.cjs).
 * Upstream: @docusaurus/theme-common 3.10.2, lib/utils/emojiUtils.js.
 * Gain: the first page with cards opens about 40 ms sooner (npm run bench:navigation), and a
 * page with cards starts without those ~60 ms. Switch: SUI_DOCS_STOCK=lazy-emoji-check.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderPlugin} from '../loaderRule';

/** The module, as this site installs it (the package's `exports` does not list it). */
export const EMOJI_MODULE = path.join(packageDir('@docusaurus/theme-common'), 'lib/utils/emojiUtils.js');

export default function lazyEmojiCheck(): Plugin {
  return loaderPlugin('lazy-emoji-check', [EMOJI_MODULE], [path.join(__dirname, 'emojiLoader.cjs')]);
}
