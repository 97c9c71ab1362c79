/**
 * theme-common's `useDateTimeFormat` keeps one `Intl.DateTimeFormat` per locale, calendar and
 * options instead of building one on every render (./dateFormatLoader.cjs): a doc page's
 * "Last updated" and "Verified against" lines no longer build two formatters (ICU work)
 * inside each client-side navigation.
 * Upstream: @docusaurus/theme-common 3.10.2, lib/utils/IntlUtils.js.
 * Gain: see the registry (plugins/patches/registry.ts). Switch: SUI_DOCS_STOCK=cached-date-format.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderPlugin} from '../loaderRule';

/** The module, as this site installs it (the package's `exports` does not list it). */
export const INTL_UTILS_MODULE = path.join(packageDir('@docusaurus/theme-common'), 'lib/utils/IntlUtils.js');

export default function cachedDateFormat(): Plugin {
  return loaderPlugin('cached-date-format', [INTL_UTILS_MODULE], [path.join(__dirname, 'dateFormatLoader.cjs')]);
}
