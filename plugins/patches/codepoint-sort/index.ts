/**
 * Keeps the ICU collator out of page start-up: the Docusaurus client modules that call
 * `localeCompare` while a page hydrates compare by code point instead (./sortLoader.cjs).
 * Upstream: @docusaurus/plugin-content-docs and @docusaurus/theme-common 3.10.2.
 * Gain: see npm run bench:patches (doc page TBT). Switch: SUI_DOCS_STOCK=codepoint-sort.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderPlugin} from '../loaderRule';

/** The modules, as this site installs them (neither package's `exports` lists them); each must contain a `localeCompare` call. */
export const SORTING_MODULES = [
  path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib/client/docsClientUtils.js'),
  path.join(packageDir('@docusaurus/theme-common'), 'lib/utils/reactUtils.js'),
];

export default function codepointSort(): Plugin {
  return loaderPlugin('codepoint-sort', SORTING_MODULES, [path.join(__dirname, 'sortLoader.cjs')]);
}
